import { type CalendarDateTime, parseDateTime } from '@internationalized/date';
import type { ReactNode } from 'react';
import {
  I18nProvider,
  DatePicker as RacDatePicker,
  type DatePickerProps as RacDatePickerProps,
} from 'react-aria-components';
import { useLocale } from '../i18n/use-t.ts';
import { browserOutsideChina, chinaPickerValue, formatDateTime, fromChinaPickerValue } from '../lib/dates.ts';
import { DateFieldFrame } from './date-field-frame.tsx';
import { dateFieldLocale } from './date-picker.tsx';
import fieldStyles from './field.module.css';

/** `YYYY-MM-DDTHH:mm` (China time) to a date-time, or null when it is not one. */
export function toCalendarDateTime(value: string | null | undefined): CalendarDateTime | null {
  if (!value) return null;
  try {
    return parseDateTime(value.slice(0, 16));
  } catch {
    return null;
  }
}

/** A `Date` as the picker's value: `YYYY-MM-DDTHH:mm` on China's clock. */
export function pickerValue(date: Date): string {
  return chinaPickerValue(date);
}

/** The picker's value as an ISO time (the instant its China wall-clock time names). */
export function pickerInstant(value: string): string {
  return fromChinaPickerValue(value).toISOString();
}

export interface DateTimePickerProps
  extends Omit<RacDatePickerProps<CalendarDateTime>, 'value' | 'defaultValue' | 'onChange' | 'granularity'> {
  label: ReactNode;
  /** `YYYY-MM-DDTHH:mm` on China's clock (see src/lib/dates.ts), or '' for none. */
  value: string;
  onChange: (value: string) => void;
  description?: ReactNode;
  errorMessage?: string;
}

/**
 * A date and a time to the minute, typed segment by segment (24-hour clock) or the date picked in a
 * calendar; the value is China time, `YYYY-MM-DDTHH:mm` (turn it into an ISO time with
 * `pickerInstant`), as every time the console shows. In a browser whose zone is another, the value
 * is written out under the field with the zone named, so the segments are not read as local time.
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
    <I18nProvider locale={dateFieldLocale(locale)}>
      <RacDatePicker
        {...rest}
        granularity="minute"
        hourCycle={24}
        value={current}
        onChange={(d) => onChange(d ? d.toString().slice(0, 16) : '')}
        isInvalid={rest.isInvalid ?? (errorMessage ? true : undefined)}
        className={`${fieldStyles.field} ${fieldStyles.ringInside}`}
      >
        <DateFieldFrame
          label={label}
          isRequired={rest.isRequired}
          formatted={
            current && browserOutsideChina(fromChinaPickerValue(value))
              ? formatDateTime(fromChinaPickerValue(value))
              : null
          }
          description={description}
          errorMessage={errorMessage}
        />
      </RacDatePicker>
    </I18nProvider>
  );
}
