import { ChevronLeft, ChevronRight } from 'lucide-react';
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
  isDisabled?: boolean;
}

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
  return (
    <nav className={styles.bar} aria-label={t('kit.pagination')}>
      <span>
        {t(totalCapped ? 'kit.totalCapped' : 'kit.total', {
          total: totalCapped ? new Intl.NumberFormat(locale).format(total) : total,
        })}
      </span>
      <div className={styles.pages}>
        <Button
          variant="quiet"
          size="small"
          isDisabled={isDisabled || page <= 1}
          onPress={() => onPageChange(page - 1)}
          aria-label={t('kit.prevPage')}
        >
          <ChevronLeft aria-hidden="true" size={16} />
        </Button>
        <span className={styles.current} aria-current="page">
          {t(totalCapped ? 'kit.pageOfMore' : 'kit.pageOf', { page, pages })}
        </span>
        <Button
          variant="quiet"
          size="small"
          isDisabled={isDisabled || (page >= pages && !totalCapped)}
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
