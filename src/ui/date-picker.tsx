import { type CalendarDate, parseDate } from '@internationalized/date';
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

/** Typed segment by segment or picked in a calendar popover; the value is a plain `YYYY-MM-DD`. */
export function DatePicker({ label, value, onChange, description, errorMessage, ...rest }: DatePickerProps) {
  const locale = useLocale();
  const t = useT();
  return (
    <I18nProvider locale={locale}>
      <RacDatePicker
        {...rest}
        value={toCalendarDate(value)}
        onChange={(d) => onChange(d ? d.toString() : '')}
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
        {value ? <span className={styles.formatted}>{formatLongDate(value, locale)}</span> : null}
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
