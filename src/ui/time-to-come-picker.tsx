import '../i18n/kit.ts';
import type { CalendarDateTime } from '@internationalized/date';
import { useT } from '../i18n/use-t.ts';
import { chinaPickerValue } from '../lib/dates.ts';
import type { FieldRule } from '../lib/form-check.ts';
import type { FormObject } from '../lib/form-serialiser.ts';
import { DateTimePicker, type DateTimePickerProps, toCalendarDateTime } from './date-time-picker.tsx';

/**
 * Whether a picker value (`YYYY-MM-DDTHH:mm`, China time) is before this minute. The time the record
 * already has (`kept`) is not judged: an overdue reminder sent back with the rest of its form is kept
 * as it is. The server judges the same, with a few minutes' grace for a clock behind its own.
 */
export function isTimeEarly(value: string, kept = '', now: Date = new Date()): boolean {
  return value !== '' && value !== kept && value < chinaPickerValue(now);
}

/**
 * The form rule of a time-to-come field `name`: "{label}不能早于现在" for a time before this minute. A
 * form's machine keeps the rules it started with, so the kept time is read when the form is checked.
 */
export function useTimeToComeRule(name: string, label: string, kept: () => string = () => ''): FieldRule {
  const t = useT();
  return {
    label,
    check: (values: FormObject) => {
      const value = values[name];
      return typeof value === 'string' && isTimeEarly(value, kept())
        ? t('check.beforeNow', { label })
        : undefined;
    },
  };
}

export interface TimeToComePickerProps extends Omit<DateTimePickerProps, 'label' | 'minValue' | 'validate'> {
  label: string;
  /** The time the record has, offered and taken even when it has passed; '' (the default) for none. */
  kept?: string;
}

/**
 * A time to come (a next follow-up, a scheduled send): the calendar offers no day before today, China's
 * (nor before the kept time), and a day picked lands at 09:00, the start of a working day, rather than
 * at midnight (`placeholderValue` overrides it). A time typed before now is said in the form check's
 * words ("{label}不能早于现在"), not the picker's own "must be … or later" with its seconds.
 */
export function TimeToComePicker({ label, kept = '', placeholderValue, ...rest }: TimeToComePickerProps) {
  const t = useT();
  const now = chinaPickerValue(new Date());
  const earliest = kept !== '' && kept < now ? kept : now;
  const early = (d: CalendarDateTime) =>
    isTimeEarly(d.toString().slice(0, 16), kept) ? t('check.beforeNow', { label }) : undefined;
  return (
    <DateTimePicker
      {...rest}
      label={label}
      minValue={toCalendarDateTime(earliest)}
      placeholderValue={placeholderValue ?? toCalendarDateTime(`${now.slice(0, 10)}T09:00`)}
      validate={early}
    />
  );
}
