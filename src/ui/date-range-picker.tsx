import type { CalendarDate } from '@internationalized/date';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
  Button as RacButton,
  DateRangePicker as RacDateRangePicker,
  type DateRangePickerProps as RacDateRangePickerProps,
  RangeCalendar,
  Text,
} from 'react-aria-components';
import { useLocale, useT } from '../i18n/use-t.ts';
import styles from './date-picker.module.css';
import { toCalendarDate } from './date-picker.tsx';
import fieldStyles from './field.module.css';
import { FieldError } from './field-error.tsx';
import { FieldLabel } from './field-label.tsx';

export interface DateRange {
  start: string;
  end: string;
}

export interface DateRangePickerProps
  extends Omit<RacDateRangePickerProps<CalendarDate>, 'value' | 'defaultValue' | 'onChange'> {
  label: ReactNode;
  /** Both ends `YYYY-MM-DD`, or null for no range. */
  value: DateRange | null;
  onChange: (value: DateRange | null) => void;
  description?: ReactNode;
  errorMessage?: string;
}

export function DateRangePicker({
  label,
  value,
  onChange,
  description,
  errorMessage,
  ...rest
}: DateRangePickerProps) {
  const locale = useLocale();
  const t = useT();
  const start = toCalendarDate(value?.start);
  const end = toCalendarDate(value?.end);
  return (
    <I18nProvider locale={locale}>
      <RacDateRangePicker
        {...rest}
        value={start && end ? { start, end } : null}
        onChange={(r) => onChange(r ? { start: r.start.toString(), end: r.end.toString() } : null)}
        isInvalid={rest.isInvalid ?? (errorMessage ? true : undefined)}
        className={fieldStyles.field}
      >
        <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
        <Group className={fieldStyles.group}>
          <DateInput slot="start" className={styles.segments}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <span aria-hidden="true" className={styles.dash}>
            –
          </span>
          <DateInput slot="end" className={styles.segments}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <RacButton className={fieldStyles.iconButton} aria-label={t('kit.openCalendar')}>
            <CalendarDays aria-hidden="true" size={16} />
          </RacButton>
        </Group>
        {description ? (
          <Text slot="description" className={fieldStyles.description}>
            {description}
          </Text>
        ) : null}
        <FieldError>{errorMessage}</FieldError>
        <Popover>
          <Dialog className={styles.calendar} aria-label={t('kit.calendar')}>
            <RangeCalendar>
              <header className={styles.calendarHeader}>
                <RacButton slot="previous" className={fieldStyles.iconButton} aria-label={t('kit.prevMonth')}>
                  <ChevronLeft aria-hidden="true" size={16} />
                </RacButton>
                <Heading />
                <RacButton slot="next" className={fieldStyles.iconButton} aria-label={t('kit.nextMonth')}>
                  <ChevronRight aria-hidden="true" size={16} />
                </RacButton>
              </header>
              <CalendarGrid className={styles.grid}>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGrid>
            </RangeCalendar>
          </Dialog>
        </Popover>
      </RacDateRangePicker>
    </I18nProvider>
  );
}
