import '../i18n/kit.ts';
import { ChevronDown, ListFilter } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import { currentPath } from '../lib/hash.ts';
import { Button } from './button.tsx';
import styles from './list-view.module.css';

/** What a person chose for each list's filters (open or closed), by page and list, until the page reloads. */
const chosen = new Map<string, boolean>();

/** The shell's phone layout: there a list's filters start closed even when they narrow it. */
const phoneWidth = '(max-width: 47.99rem)';

function onPhone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(phoneWidth).matches;
}

/**
 * Whether a list's filters are open. They start closed, so the way from the search field to the rows
 * is short (issue 39: 19 Tabs when they lay open), unless the list opens already narrowed by them (a
 * link from an import's message, Back to a filtered list) on a screen wider than a phone's: then what
 * narrows it is in view. A choice is kept for that list while the page stays open.
 */
export function useFiltersOpen(list: string, narrowed: boolean) {
  const key = `${currentPath()}\n${list}`;
  const [open, setOpen] = useState(() => chosen.get(key) ?? (narrowed && !onPhone()));
  const choose = (next: boolean) => {
    chosen.set(key, next);
    setOpen(next);
  };
  return [open, choose] as const;
}

/**
 * The number of filters that narrow the list now (the search field is not one: it is always shown); a
 * range's two ends (`createdFrom`, `createdTo`) are one filter, as they are one control.
 */
export function activeFilters(filters: Record<string, string>): number {
  const set = Object.entries(filters).filter(([, v]) => v !== '');
  const ends = set.filter(([name]) => name.endsWith('To') && filters[`${name.slice(0, -2)}From`]);
  return set.length - ends.length;
}

export interface FiltersToggleProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How many filters are on: said in the button's name, so closed filters still say they narrow the list. */
  count: number;
  /** The id of the filters it shows and hides. */
  controls: string;
}

/**
 * The one control the filters wait behind ("筛选" / "筛选（已设 2 项）"), a disclosure: whether it is open
 * is its `aria-expanded`, not a word of its name.
 */
export function FiltersToggle({ open, onOpenChange, count, controls }: FiltersToggleProps) {
  const t = useT();
  return (
    <Button
      className={styles.filtersToggle}
      aria-expanded={open}
      aria-controls={controls}
      data-active={count > 0 || undefined}
      onPress={() => onOpenChange(!open)}
    >
      <ListFilter aria-hidden="true" size={16} />
      {count > 0 ? t('kit.filtersCount', { count }) : t('kit.filters')}
      <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
    </Button>
  );
}
