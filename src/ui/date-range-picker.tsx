import '../i18n/kit.ts';
import type { CalendarDate } from '@internationalized/date';
import { type ReactNode, useState } from 'react';
import {
  I18nProvider,
  DateRangePicker as RacDateRangePicker,
  type DateRangePickerProps as RacDateRangePickerProps,
} from 'react-aria-components';
import { useLocale, useT } from '../i18n/use-t.ts';
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

/**
 * A range of days. A start after the end (a start equal to it is a day) is said at the field in the
 * console's words and not passed on: the form or the list keeps the range it had until it is put right.
 */
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
  // A range typed or picked the wrong way round: shown as typed, with why, and not passed on.
  const [reversed, setReversed] = useState<{ start: CalendarDate; end: CalendarDate } | null>(null);
  // A new range from outside (a filter cleared, an address) replaces it.
  const given = `${value?.start ?? ''}/${value?.end ?? ''}`;
  const [seen, setSeen] = useState(given);
  if (seen !== given) {
    setSeen(given);
    setReversed(null);
  }
  const said = errorMessage ?? (reversed ? t('kit.rangeReversed') : undefined);
  return (
    <I18nProvider locale={dateFieldLocale(locale)}>
      <RacDateRangePicker
        {...rest}
        value={reversed ?? (start && end ? { start, end } : null)}
        onChange={(r) => {
          if (r && r.start.compare(r.end) > 0) {
            setReversed({ start: r.start, end: r.end });
            return;
          }
          setReversed(null);
          onChange(r ? { start: r.start.toString(), end: r.end.toString() } : null);
        }}
        isInvalid={rest.isInvalid ?? (said ? true : undefined)}
        className={`${fieldStyles.field} ${fieldStyles.ringInside}`}
      >
        <DateFieldFrame
          label={label}
          isRequired={rest.isRequired}
          isRange
          description={description}
          errorMessage={said}
        />
      </RacDateRangePicker>
    </I18nProvider>
  );
}
