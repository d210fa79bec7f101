import { type CalendarDateTime, parseDateTime } from '@internationalized/date';
import { format } from 'date-fns';
import { enUS, zhCN } from 'date-fns/locale';
import type { ReactNode } from 'react';
import {
  I18nProvider,
  DatePicker as RacDatePicker,
  type DatePickerProps as RacDatePickerProps,
} from 'react-aria-components';
import { useLocale } from '../i18n/use-t.ts';
import { DateFieldFrame } from './date-field-frame.tsx';
import fieldStyles from './field.module.css';

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
        <DateFieldFrame
          label={label}
          isRequired={rest.isRequired}
          formatted={
            current ? format(new Date(value), 'PPPP p', { locale: locale === 'en' ? enUS : zhCN }) : null
          }
          description={description}
          errorMessage={errorMessage}
        />
      </RacDatePicker>
    </I18nProvider>
  );
}
