import '../i18n/kit.ts';
import { CalendarDays } from 'lucide-react';
import { type ReactNode, useContext, useRef } from 'react';
import { DateFieldContext, DateInput, DateSegment, Group, Button as RacButton } from 'react-aria-components';
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
          <OneChangePerKey>
            {segments('start')}
            <span aria-hidden="true" className={styles.dash}>
              –
            </span>
            {segments('end')}
          </OneChangePerKey>
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

/**
 * The range's two dates take one change per key. React Aria's start date, once its day is typed, moves
 * focus to the end date, and that blur commits the day it showed before the key, in the same turn: "02"
 * typed as a day (its "0" shown, not yet a date) became the 1st. The first change of a turn is the key's;
 * a second in that turn is dropped. A blur after a date left half-typed is a turn of its own and still
 * commits.
 */
function OneChangePerKey({ children }: { children: ReactNode }) {
  const context = useContext(DateFieldContext);
  // The slots changed in this turn: kept across renders, should one come between the two changes.
  const changedThisTurn = useRef(new Set<string>());
  const slots = context && 'slots' in context ? context.slots : undefined;
  if (!slots) return <>{children}</>;
  const firstOfTurn =
    <T,>(slot: string, onChange: ((value: T) => void) | undefined) =>
    (value: T) => {
      const changed = changedThisTurn.current;
      if (changed.has(slot)) return;
      changed.add(slot);
      queueMicrotask(() => changed.delete(slot));
      onChange?.(value);
    };
  const guarded = Object.fromEntries(
    Object.entries(slots).map(([slot, props]) => [
      slot,
      { ...props, onChange: firstOfTurn(slot, props.onChange) },
    ]),
  );
  return <DateFieldContext.Provider value={{ slots: guarded }}>{children}</DateFieldContext.Provider>;
}
