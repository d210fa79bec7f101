import { type CalendarDateTime, parseDateTime } from '@internationalized/date';
import { format } from 'date-fns';
import { enUS, zhCN } from 'date-fns/locale';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Calendar,
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
  DatePicker as RacDatePicker,
  type DatePickerProps as RacDatePickerProps,
  Text,
} from 'react-aria-components';
import { useLocale, useT } from '../i18n/use-t.ts';
import styles from './date-picker.module.css';
import fieldStyles from './field.module.css';
import { FieldError } from './field-error.tsx';
import { FieldLabel } from './field-label.tsx';

/** `YYYY-MM-DDTHH:mm` (local time) to a date-time, or null when it is not one. */
export function toCalendarDateTime(value: string | null | undefined): CalendarDateTime | null {
  if (!value) return null;
  try {
    return parseDateTime(value.slice(0, 16));
  } catch {
    return null;
  }
}

/** A `Date` as the picker's value: local `YYYY-MM-DDTHH:mm`. */
export function localDateTime(date: Date): string {
  return format(date, "yyyy-MM-dd'T'HH:mm");
}

export interface DateTimePickerProps
  extends Omit<RacDatePickerProps<CalendarDateTime>, 'value' | 'defaultValue' | 'onChange' | 'granularity'> {
  label: ReactNode;
  /** Local `YYYY-MM-DDTHH:mm`, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  description?: ReactNode;
  errorMessage?: string;
}

/**
 * A date and a time to the minute, typed segment by segment (24-hour clock) or the date picked in a
 * calendar; the value is local time, `YYYY-MM-DDTHH:mm` (turn it into an ISO time with `new Date(v)`).
 */
export function DateTimePicker({
  label,
  value,
  onChange,
  description,
  errorMessage,
  ...rest
}: DateTimePickerProps) {
  const locale = useLocale();
  const t = useT();
  const current = toCalendarDateTime(value);
  return (
    <I18nProvider locale={locale}>
      <RacDatePicker
        {...rest}
        granularity="minute"
        hourCycle={24}
        value={current}
        onChange={(d) => onChange(d ? d.toString().slice(0, 16) : '')}
        isInvalid={rest.isInvalid ?? (errorMessage ? true : undefined)}
        className={fieldStyles.field}
      >
        <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
        <Group className={fieldStyles.group}>
          <DateInput className={styles.segments}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <RacButton className={fieldStyles.iconButton} aria-label={t('kit.openCalendar')}>
            <CalendarDays aria-hidden="true" size={16} />
          </RacButton>
        </Group>
        {current ? (
          <span className={styles.formatted}>
            {format(new Date(value), 'PPPP p', { locale: locale === 'en' ? enUS : zhCN })}
          </span>
        ) : null}
        {description ? (
          <Text slot="description" className={fieldStyles.description}>
            {description}
          </Text>
        ) : null}
        <FieldError>{errorMessage}</FieldError>
        <Popover>
          <Dialog className={styles.calendar} aria-label={t('kit.calendar')}>
            <Calendar>
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
            </Calendar>
          </Dialog>
        </Popover>
      </RacDatePicker>
    </I18nProvider>
  );
}
