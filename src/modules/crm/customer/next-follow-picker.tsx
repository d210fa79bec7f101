import type { CalendarDateTime } from '@internationalized/date';
import { useT } from '../../../i18n/use-t.ts';
import { chinaPickerValue } from '../../../lib/dates.ts';
import type { FieldRule } from '../../../lib/form-check.ts';
import type { FormObject } from '../../../lib/form-serialiser.ts';
import { DateTimePicker, toCalendarDateTime } from '../../../ui/date-time-picker.tsx';

/**
 * Whether a picker value (`YYYY-MM-DDTHH:mm`, China time) sets a next follow-up before this minute: a
 * reminder overdue the moment it is saved, a slip. The time the customer already has (`saved`) is
 * kept as it is even when it has passed, so an overdue customer's form still saves. The server
 * refuses the same (`field.beforeNow`), with a few minutes' grace for a clock behind its own.
 */
export function isFollowTimeEarly(value: string, saved = '', now: Date = new Date()): boolean {
  return value !== '' && value !== saved && value < chinaPickerValue(now);
}

/** The form rule of a next follow-up field `name`, with the saved time read when the form is checked. */
export function useNextFollowRule(name: string, label: string, saved: () => string = () => ''): FieldRule {
  const t = useT();
  return {
    label,
    check: (values: FormObject) => {
      const value = values[name];
      return typeof value === 'string' && isFollowTimeEarly(value, saved())
        ? t('check.beforeNow', { label })
        : undefined;
    },
  };
}

export interface NextFollowPickerProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The time the customer has (overdue or not), offered and taken as it is; '' for none. */
  saved?: string;
  errorMessage?: string;
}

/**
 * A next follow-up time: the calendar offers no day before today (nor before the saved time), and a
 * day picked lands at 09:00, the start of a working day, rather than at midnight.
 */
export function NextFollowPicker({
  label,
  value,
  onChange,
  saved = '',
  errorMessage,
}: NextFollowPickerProps) {
  const t = useT();
  const now = chinaPickerValue(new Date());
  const earliest = saved !== '' && saved < now ? saved : now;
  const early = (d: CalendarDateTime) =>
    isFollowTimeEarly(d.toString().slice(0, 16), saved) ? t('check.beforeNow', { label }) : undefined;
  return (
    <DateTimePicker
      label={label}
      value={value}
      onChange={onChange}
      minValue={toCalendarDateTime(earliest)}
      placeholderValue={toCalendarDateTime(`${now.slice(0, 10)}T09:00`)}
      // A time typed before now is said in the form check's words, not the picker's own "must be … or
      // later" with its seconds.
      validate={early}
      errorMessage={errorMessage}
    />
  );
}
