import type { CalendarDate } from '@internationalized/date';
import type { ReactNode } from 'react';
import {
  I18nProvider,
  DateRangePicker as RacDateRangePicker,
  type DateRangePickerProps as RacDateRangePickerProps,
} from 'react-aria-components';
import { useLocale } from '../i18n/use-t.ts';
import { DateFieldFrame } from './date-field-frame.tsx';
import { dateFieldLocale, toCalendarDate } from './date-picker.tsx';
import fieldStyles from './field.module.css';

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
  const start = toCalendarDate(value?.start);
  const end = toCalendarDate(value?.end);
  return (
    <I18nProvider locale={dateFieldLocale(locale)}>
      <RacDateRangePicker
        {...rest}
        value={start && end ? { start, end } : null}
        onChange={(r) => onChange(r ? { start: r.start.toString(), end: r.end.toString() } : null)}
        isInvalid={rest.isInvalid ?? (errorMessage ? true : undefined)}
        className={`${fieldStyles.field} ${fieldStyles.ringInside}`}
      >
        <DateFieldFrame
          label={label}
          isRequired={rest.isRequired}
          isRange
          description={description}
          errorMessage={errorMessage}
        />
      </RacDateRangePicker>
    </I18nProvider>
  );
}
