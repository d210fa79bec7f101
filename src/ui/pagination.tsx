import '../i18n/kit.ts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type FocusEvent, useLayoutEffect, useRef } from 'react';
import { useLocale, useT } from '../i18n/use-t.ts';
import { Button } from './button.tsx';
import styles from './pagination.module.css';
import { Select, SelectItem } from './select.tsx';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /**
   * More rows match than `total` says (a broad keyword search is counted up to a cap, the answer's
   * `totalCapped`): the total reads "1,000+" and the next page stays open. Default false.
   */
  totalCapped?: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizes?: number[];
  /**
   * Disables every control. Leave it off while a page loads: a control that is disabled under the
   * keyboard drops focus to the page body.
   */
  isDisabled?: boolean;
}

/**
 * Total, previous/next and the page size. The pager button in use keeps focus; when it can go no
 * further (the first or last page reached) focus passes to the other one, or to the page count.
 */
export function Pagination({
  page,
  pageSize,
  total,
  totalCapped = false,
  onPageChange,
  onPageSizeChange,
  pageSizes = [10, 20, 50, 100],
  isDisabled,
}: PaginationProps) {
  const t = useT();
  const locale = useLocale();
  const counted = Math.max(1, Math.ceil(total / pageSize));
  // Past the cap the pages go on: the one shown is never "of" fewer.
  const pages = totalCapped ? Math.max(counted, page) : counted;
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const currentRef = useRef<HTMLSpanElement>(null);
  const prevDisabled = Boolean(isDisabled) || page <= 1;
  const nextDisabled = Boolean(isDisabled) || (page >= pages && !totalCapped);
  // Which pager button has focus. Chromium blurs a button the moment it is disabled (to nothing), so
  // focus counts as still there until it moves to another element.
  const holder = useRef<'prev' | 'next' | null>(null);
  const track = (which: 'prev' | 'next') => ({
    onFocus: () => {
      holder.current = which;
    },
    onBlur: (e: FocusEvent) => {
      if (e.relatedTarget) holder.current = null;
    },
  });

  useLayoutEffect(() => {
    const active = document.activeElement;
    const lost = (el: HTMLButtonElement | null) => active === el || !active || active === document.body;
    if (holder.current === 'next' && nextDisabled && lost(nextRef.current)) {
      (prevDisabled ? currentRef.current : prevRef.current)?.focus();
    } else if (holder.current === 'prev' && prevDisabled && lost(prevRef.current)) {
      (nextDisabled ? currentRef.current : nextRef.current)?.focus();
    }
  }, [prevDisabled, nextDisabled]);

  return (
    <nav className={styles.bar} aria-label={t('kit.pagination')}>
      <span className={styles.total}>
        {t(totalCapped ? 'kit.totalCapped' : 'kit.total', {
          total: totalCapped ? new Intl.NumberFormat(locale).format(total) : total,
        })}
      </span>
      <div className={styles.pages}>
        <Button
          ref={prevRef}
          {...track('prev')}
          variant="quiet"
          size="small"
          isDisabled={prevDisabled}
          onPress={() => onPageChange(page - 1)}
          aria-label={t('kit.prevPage')}
        >
          <ChevronLeft aria-hidden="true" size={16} />
        </Button>
        <span ref={currentRef} tabIndex={-1} className={styles.current} aria-current="page">
          {t(totalCapped ? 'kit.pageOfMore' : 'kit.pageOf', { page, pages })}
        </span>
        <Button
          ref={nextRef}
          {...track('next')}
          variant="quiet"
          size="small"
          isDisabled={nextDisabled}
          onPress={() => onPageChange(page + 1)}
          aria-label={t('kit.nextPage')}
        >
          <ChevronRight aria-hidden="true" size={16} />
        </Button>
      </div>
      {onPageSizeChange ? (
        <Select
          label={t('kit.pageSize')}
          className={styles.size}
          selectedKey={String(pageSize)}
          onSelectionChange={(k) => onPageSizeChange(Number(k))}
          isDisabled={isDisabled}
          items={sizes.map((s) => ({ id: String(s), label: t('kit.perPage', { size: s }) }))}
        >
          {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
        </Select>
      ) : null}
    </nav>
  );
}
