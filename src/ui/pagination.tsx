import { ChevronLeft, ChevronRight } from 'lucide-react';
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
  isDisabled?: boolean;
}

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
  return (
    <nav className={styles.bar} aria-label={t('kit.pagination')}>
      <span>{t('kit.total', { total })}</span>
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
          {t('kit.pageOf', { page, pages })}
        </span>
        <Button
          variant="quiet"
          size="small"
          isDisabled={isDisabled || page >= pages}
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
