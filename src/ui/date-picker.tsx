import { type CalendarDate, parseDate } from '@internationalized/date';
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

/** `YYYY-MM-DD` (the form check's date format) to a calendar date, or null when it is not one. */
export function toCalendarDate(value: string | null | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value.slice(0, 10));
  } catch {
    return null;
  }
}

/** A long, localised rendering (2024年3月1日星期五 / Friday, March 1, 2024) via date-fns. */
export function formatLongDate(value: string, locale: 'zh-CN' | 'en'): string {
  const d = toCalendarDate(value);
  if (!d) return '';
  return format(new Date(d.year, d.month - 1, d.day), 'PPPP', { locale: locale === 'en' ? enUS : zhCN });
}

export interface DatePickerProps
  extends Omit<RacDatePickerProps<CalendarDate>, 'value' | 'defaultValue' | 'onChange'> {
  label: ReactNode;
  /** `YYYY-MM-DD` or '' for none. */
  value: string;
  onChange: (value: string) => void;
  description?: ReactNode;
  errorMessage?: string;
}

/**
 * The locale the date fields are typed in: the console's language, with English read year first
 * (Canadian English, 2026-12-07) as every date the console shows is, not month first as American
 * English would (12/07/2026), where a birthday typed year first ended on another day.
 */
export function dateFieldLocale(locale: string): string {
  return locale === 'en' ? 'en-CA' : locale;
}

/** Typed segment by segment or picked in a calendar popover; the value is a plain `YYYY-MM-DD`. */
export function DatePicker({ label, value, onChange, description, errorMessage, ...rest }: DatePickerProps) {
  const locale = useLocale();
  return (
    <I18nProvider locale={dateFieldLocale(locale)}>
      <RacDatePicker
        {...rest}
        value={toCalendarDate(value)}
        onChange={(d) => onChange(d ? d.toString() : '')}
        isInvalid={rest.isInvalid ?? (errorMessage ? true : undefined)}
        className={`${fieldStyles.field} ${fieldStyles.ringInside}`}
      >
        <DateFieldFrame
          label={label}
          isRequired={rest.isRequired}
          formatted={value ? formatLongDate(value, locale) : null}
          description={description}
          errorMessage={errorMessage}
        />
      </RacDatePicker>
    </I18nProvider>
  );
}
