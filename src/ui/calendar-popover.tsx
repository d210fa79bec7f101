import '../i18n/kit.ts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  Dialog,
  Heading,
  Popover,
  type PopoverProps,
  Button as RacButton,
  RangeCalendar,
} from 'react-aria-components';
import { useT } from '../i18n/use-t.ts';
import styles from './date-picker.module.css';
import fieldStyles from './field.module.css';

export interface CalendarPopoverProps extends Omit<PopoverProps, 'children'> {
  /** A range calendar (a start and an end day) for a date range picker; off (one day) by default. */
  isRange?: boolean;
}

/**
 * The calendar a date picker opens from its button: month by month, a day picked with the keyboard or
 * the pointer. Put it inside a RAC DatePicker or DateRangePicker, which feeds it the value.
 */
export function CalendarPopover({ isRange = false, ...rest }: CalendarPopoverProps) {
  const t = useT();
  const month = (
    <>
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
    </>
  );
  return (
    <Popover {...rest}>
      <Dialog className={styles.calendar} aria-label={t('kit.calendar')}>
        {isRange ? <RangeCalendar>{month}</RangeCalendar> : <Calendar>{month}</Calendar>}
      </Dialog>
    </Popover>
  );
}
