import '../../i18n/kit.ts';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { SortId } from '../../machines/sort.machine.ts';
import { Button } from '../../ui/button.tsx';
import layout from '../../ui/layout.module.css';
import { type SortableColumn, SortableTable } from '../../ui/sortable-table.tsx';
import { useToast } from '../../ui/toast-provider.tsx';
import { useResource } from '../../ui/use-resource.ts';
import { Allowed, type Grant } from '../../ui/withheld.tsx';
import styles from './platform.module.css';

/** The most rows one reorder page holds; above it the user narrows the list first. */
export const orderPageSize = 100;

export interface OrderPanelProps<T> {
  /** Names the table (the list's own label). */
  'aria-label': string;
  /** Fetches what the list shows now, first page of `orderPageSize`; called once, on mount. */
  load: () => Promise<{ list: T[]; total: number }>;
  rowKey: (row: T) => SortId;
  /** Names a row in the move buttons' labels. */
  rowLabel: (row: T) => string;
  columns: SortableColumn<T>[];
  /** Saves the new order (`ordernum` 1, 2, 3… from the top); the panel then says it was saved. */
  save: (body: { list: { id: number; ordernum: number }[] }) => Promise<unknown>;
  /** "Done": back to the list. */
  onDone: () => void;
}

/**
 * Reordering what a list shows now, all on one page, saved as 1, 2, 3… from the top; a list longer
 * than one page says so instead.
 */
export function OrderPanel<T extends object>({
  load,
  rowKey,
  rowLabel,
  columns,
  save,
  onDone,
  ...rest
}: OrderPanelProps<T>) {
  const t = useT();
  const toast = useToast();
  const titleId = useId();
  // The list as it was when sorting began: read once, later renders must not fetch again.
  const read = useResource(load);
  const rows = read.failed ? [] : (read.data?.list ?? null);
  const total = read.data?.total ?? 0;
  // The list and its 调整顺序 left the page with the press that opened this panel: focus comes to its
  // 完成, first in the panel, rather than falling to the page body.
  const done = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    done.current?.focus();
  }, []);
  return (
    <section className={styles.main} aria-labelledby={titleId}>
      <div className={styles.topline}>
        <h2 id={titleId} className={layout.muted}>
          {t('platform.sortTitle')}
        </h2>
        <Button ref={done} onPress={onDone}>
          {t('platform.sortDone')}
        </Button>
      </div>
      {rows === null ? (
        <p role="status">{t('kit.loading')}</p>
      ) : total > orderPageSize ? (
        <p role="alert">{t('platform.sortTooMany', { total })}</p>
      ) : (
        <SortableTable<T>
          aria-label={rest['aria-label']}
          rows={rows}
          rowKey={rowKey}
          rowLabel={rowLabel}
          columns={columns}
          save={async (body) => {
            await save({ list: body.list.map((i) => ({ id: Number(i.id), ordernum: i.ordernum })) });
            toast.show(t('platform.orderSaved'), { tone: 'success' });
          }}
        />
      )}
    </section>
  );
}

export interface OrderableListProps<T> {
  /** Whether the caller may reorder (the "Sort" button is drawn, withheld or left out by it). */
  may: Grant;
  /** The reorder panel shown instead of the list while sorting. */
  order: Omit<OrderPanelProps<T>, 'onDone'>;
  /** Back from sorting: the list is to be read again. */
  onOrdered: () => void;
  /** The list, given the "Sort" button for its toolbar. */
  list: (sortButton: ReactNode) => ReactNode;
}

/** A list that the "Sort" button turns into its reorder panel, and "Done" back into the list. */
export function OrderableList<T extends object>({ may, order, onOrdered, list }: OrderableListProps<T>) {
  const t = useT();
  const [sorting, setSorting] = useState(false);
  // Back from sorting, the panel and its 完成 are gone: focus goes back to 调整顺序, drawn again.
  const back = useRef(false);
  const sortButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (sorting || !back.current) return;
    back.current = false;
    sortButton.current?.focus();
  }, [sorting]);
  if (sorting)
    return (
      <OrderPanel<T>
        {...order}
        onDone={() => {
          back.current = true;
          setSorting(false);
          onOrdered();
        }}
      />
    );
  return list(
    <Allowed by={may}>
      <Button ref={sortButton} onPress={() => setSorting(true)}>
        {t('platform.sortMode')}
      </Button>
    </Allowed>,
  );
}
