import '../i18n/kit.ts';
import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { DateInput, DateSegment, Group, Button as RacButton } from 'react-aria-components';
import { useT } from '../i18n/use-t.ts';
import { CalendarPopover } from './calendar-popover.tsx';
import styles from './date-picker.module.css';
import fieldStyles from './field.module.css';
import { FieldHelp } from './field-help.tsx';
import { FieldLabel } from './field-label.tsx';

export interface DateFieldFrameProps {
  label: ReactNode;
  isRequired?: boolean;
  /** Two inputs (start – end) and a range calendar, for a date range picker; off by default. */
  isRange?: boolean;
  /** The value written out in words under the field; nothing by default. */
  formatted?: ReactNode;
  description?: ReactNode;
  errorMessage?: string;
}

/**
 * What every date picker shows inside its RAC picker: the label, the typed segments with the button
 * that opens the calendar, the value in words, the description, the error and the calendar popover.
 */
export function DateFieldFrame({
  label,
  isRequired,
  isRange = false,
  formatted,
  description,
  errorMessage,
}: DateFieldFrameProps) {
  const t = useT();
  const segments = (slot?: 'start' | 'end') => (
    <DateInput slot={slot} className={styles.segments}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  );
  return (
    <>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Group className={fieldStyles.group}>
        {isRange ? (
          <>
            {segments('start')}
            <span aria-hidden="true" className={styles.dash}>
              –
            </span>
            {segments('end')}
          </>
        ) : (
          segments()
        )}
        <RacButton className={fieldStyles.iconButton} aria-label={t('kit.openCalendar')}>
          <CalendarDays aria-hidden="true" size={16} />
        </RacButton>
      </Group>
      {formatted ? <span className={styles.formatted}>{formatted}</span> : null}
      <FieldHelp description={description} errorMessage={errorMessage} />
      <CalendarPopover isRange={isRange} />
    </>
  );
}
