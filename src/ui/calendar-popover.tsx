import '../i18n/kit.ts';
import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarMonthPicker,
  CalendarYearPicker,
  Dialog,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  type PopoverProps,
  Button as RacButton,
  Select as RacSelect,
  RangeCalendar,
  SelectValue,
} from 'react-aria-components';
import { useLocale, useT } from '../i18n/use-t.ts';
import styles from './date-picker.module.css';
import fieldStyles from './field.module.css';
import menuStyles from './menu.module.css';

export interface CalendarPopoverProps extends Omit<PopoverProps, 'children'> {
  /** A range calendar (a start and an end day) for a date range picker; off (one day) by default. */
  isRange?: boolean;
}

/**
 * How many years the year menu offers: a century, so a birthday is one choice away, not sixty pages.
 * Where the picker has a last day (a birthday: today), the century ends there.
 */
const menuYears = 100;

/**
 * The calendar a date picker opens from its button: a month at a time (the arrows, Page Up/Down), or
 * any month of a century from the year and month menus, a day picked with the keyboard or the pointer.
 * Put it inside a RAC DatePicker or DateRangePicker, which feeds it the value.
 */
export function CalendarPopover({ isRange = false, ...rest }: CalendarPopoverProps) {
  const t = useT();
  // The year first as Chinese writes a month (2026年12月), the month first in English (December 2026).
  const yearFirst = useLocale() === 'zh-CN';
  const year = (
    <CalendarYearPicker visibleYears={menuYears}>
      {(picker) => <MenuOfCalendar {...picker} aria-label={t('kit.year')} />}
    </CalendarYearPicker>
  );
  const monthMenu = (
    <CalendarMonthPicker format="long">
      {(picker) => <MenuOfCalendar {...picker} aria-label={t('kit.month')} />}
    </CalendarMonthPicker>
  );
  const month = (
    <>
      <header className={styles.calendarHeader}>
        <RacButton slot="previous" className={fieldStyles.iconButton} aria-label={t('kit.prevMonth')}>
          <ChevronLeft aria-hidden="true" size={16} />
        </RacButton>
        <span className={styles.calendarMenus}>
          {yearFirst ? year : monthMenu}
          {yearFirst ? monthMenu : year}
        </span>
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

interface MenuOfCalendarProps {
  'aria-label': string;
  value: Key;
  onChange: (key: Key | null) => void;
  items: Array<{ id: number; formatted: string }>;
}

/** The year or the month menu of the calendar's header: a compact pick-one list named by React Aria. */
function MenuOfCalendar({ items, ...rest }: MenuOfCalendarProps) {
  return (
    <RacSelect {...rest} className={fieldStyles.ringInside}>
      <RacButton className={styles.calendarMenuButton}>
        <SelectValue />
        <ChevronDown aria-hidden="true" size={14} />
      </RacButton>
      <Popover className={`${menuStyles.popover} ${styles.calendarMenuPopover}`}>
        <ListBox items={items} className={menuStyles.menu}>
          {(item) => (
            <ListBoxItem id={item.id} className={menuStyles.item}>
              {item.formatted}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RacSelect>
  );
}
