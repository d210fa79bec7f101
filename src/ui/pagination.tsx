import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { useT } from '../i18n/use-t.ts';
import { Button } from './button.tsx';
import styles from './pagination.module.css';
import { Select, SelectItem } from './select.tsx';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
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
  onPageChange,
  onPageSizeChange,
  pageSizes = [10, 20, 50, 100],
  isDisabled,
}: PaginationProps) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const currentRef = useRef<HTMLSpanElement>(null);
  const prevDisabled = Boolean(isDisabled) || page <= 1;
  const nextDisabled = Boolean(isDisabled) || page >= pages;

  // Runs before the browser's focus fix-up moves focus off a control that has just been disabled.
  useLayoutEffect(() => {
    const active = document.activeElement;
    const moveFrom = (el: HTMLButtonElement | null, other: HTMLButtonElement | null, otherOff: boolean) => {
      if (!el || active !== el) return;
      (otherOff ? currentRef.current : other)?.focus();
    };
    if (nextDisabled) moveFrom(nextRef.current, prevRef.current, prevDisabled);
    if (prevDisabled) moveFrom(prevRef.current, nextRef.current, nextDisabled);
  }, [prevDisabled, nextDisabled]);

  return (
    <nav className={styles.bar} aria-label={t('kit.pagination')}>
      <span className={styles.total}>{t('kit.total', { total })}</span>
      <div className={styles.pages}>
        <Button
          ref={prevRef}
          variant="quiet"
          size="small"
          isDisabled={prevDisabled}
          onPress={() => onPageChange(page - 1)}
          aria-label={t('kit.prevPage')}
        >
          <ChevronLeft aria-hidden="true" size={16} />
        </Button>
        <span ref={currentRef} tabIndex={-1} className={styles.current} aria-current="page">
          {t('kit.pageOf', { page, pages })}
        </span>
        <Button
          ref={nextRef}
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
