import { ChevronDown, ListFilter } from 'lucide-react';
import { type RefObject, useLayoutEffect, useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import { currentPath } from '../lib/hash.ts';
import { Button } from './button.tsx';
import styles from './list-view.module.css';

/** What a person chose for each list's filters (open or closed), by page and list, until the page reloads. */
const chosen = new Map<string, boolean>();

/** The shell's phone layout: a list's filters start closed there. */
const phoneWidth = '(max-width: 47.99rem)';

/** Room kept under the list's toolbar for the table's header and first row (px). */
const firstRowRoom = 120;

function onPhone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(phoneWidth).matches;
}

/**
 * Whether a list's filters are open. Until the person chooses, they are closed on a phone and wherever
 * open filters would push the first row below the fold (measured before the first paint, so the page
 * does not jump); a choice is kept for that list while the page stays open.
 */
export function useFiltersOpen(list: string, toolbar: RefObject<HTMLElement | null>) {
  const key = `${currentPath()}\n${list}`;
  const [open, setOpen] = useState(() => chosen.get(key) ?? !onPhone());
  // Only the first layout decides: filters a person opened stay open however tall they are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured once, on mount
  useLayoutEffect(() => {
    if (chosen.has(key) || !open || !toolbar.current) return;
    if (toolbar.current.getBoundingClientRect().bottom + firstRowRoom > window.innerHeight) setOpen(false);
  }, []);
  const choose = (next: boolean) => {
    chosen.set(key, next);
    setOpen(next);
  };
  return [open, choose] as const;
}

/** The number of filters that narrow the list now (the search field is not one: it is always shown). */
export function activeFilters(filters: Record<string, string>): number {
  return Object.values(filters).filter((v) => v !== '').length;
}

export interface FiltersToggleProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How many filters are on: shown on the button, so closed filters still say they narrow the list. */
  count: number;
  /** The id of the filters it shows and hides. */
  controls: string;
}

/** The button that shows and hides a list's filters ("展开筛选（2）" / "收起筛选（2）"). */
export function FiltersToggle({ open, onOpenChange, count, controls }: FiltersToggleProps) {
  const t = useT();
  const label =
    count > 0
      ? t(open ? 'kit.hideFiltersCount' : 'kit.showFiltersCount', { count })
      : t(open ? 'kit.hideFilters' : 'kit.showFilters');
  return (
    <Button
      className={styles.filtersToggle}
      aria-expanded={open}
      aria-controls={controls}
      data-active={count > 0 || undefined}
      onPress={() => onOpenChange(!open)}
    >
      <ListFilter aria-hidden="true" size={16} />
      {label}
      <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
    </Button>
  );
}
