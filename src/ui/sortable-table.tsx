import '../i18n/kit.ts';
import type { ReactNode } from 'react';
import { useDragAndDrop } from 'react-aria-components';
import { useT } from '../i18n/use-t.ts';
import type { SortId, SortItem } from '../machines/sort.machine.ts';
import { Button } from './button.tsx';
import styles from './list-view.module.css';
import { MoveButtons } from './move-buttons.tsx';
import { type RowOpen, rowOpener } from './row-actions.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './table.tsx';
import { useSortOrder } from './use-sort-order.ts';

export interface SortableColumn<T> {
  id: string;
  title: ReactNode;
  isRowHeader?: boolean;
  render: (row: T) => ReactNode;
  /** What opens the row (see `RowOpen`): Enter on the row runs it. */
  open?: (row: T) => RowOpen;
}

export interface SortableTableProps<T> {
  'aria-label': string;
  rows: T[];
  rowKey: (row: T) => SortId;
  columns: SortableColumn<T>[];
  /** Names a row in the move buttons' labels ("Move Spring sale up"). */
  rowLabel: (row: T) => string;
  /** Posts `{ list: [{ id, ordernum }] }`; a rejection keeps the new order on screen to retry. */
  save: (body: { list: SortItem[] }) => Promise<unknown>;
  /** Controls at the start of the toolbar (an add button), before the order's own buttons. */
  toolbar?: ReactNode;
  /** Under the toolbar, over the rows, where a list view keeps it: the line of others' changes. */
  note?: ReactNode;
  /** Shown in the table when there are no rows. */
  empty?: ReactNode;
  /** Whether the order can be changed and saved (a role without the sort call sees the rows only). */
  isReorderable?: boolean;
}

/**
 * Rows reordered by dragging the handle (RAC also lets a keyboard user drag: focus the handle, Enter,
 * arrows, Enter) or with each row's move buttons, which need neither dragging nor a precise pointer
 * (WCAG 2.5.7); then saved at once with "Save order".
 */
export function SortableTable<T extends object>({
  rows,
  rowKey,
  columns,
  rowLabel,
  save,
  toolbar,
  note,
  empty,
  isReorderable = true,
  ...rest
}: SortableTableProps<T>) {
  const t = useT();
  const { actor, ids, order, dirty, busy, failed } = useSortOrder(rows, rowKey, save);
  const byId = new Map(rows.map((r) => [rowKey(r), r]));
  const move = (id: SortId, step: -1 | 1) => {
    // The order as the machine has it now: two presses before a re-render must not both read the old one.
    const current = actor.getSnapshot().context.order;
    const at = current.indexOf(id);
    const target = current[at + step];
    if (target === undefined) return;
    actor.send({ type: 'sort.move', keys: [id], target, position: step < 0 ? 'before' : 'after' });
  };
  const own = columns.map(({ open: _open, ...c }) => ({
    ...c,
    render: (item: { id: SortId; row: T }) => c.render(item.row),
  }));
  const allColumns: SortableColumn<{ id: SortId; row: T }>[] = [
    ...own,
    {
      id: '__move',
      title: t('sort.position'),
      render: (item) => {
        const at = order.indexOf(item.id);
        const name = rowLabel(item.row);
        return (
          <MoveButtons
            className={styles.toolbar}
            at={at}
            count={order.length}
            busy={busy}
            onMove={(step) => move(item.id, step)}
            labels={[t('sort.moveUp', { name }), t('sort.moveDown', { name })]}
          />
        );
      },
    },
  ];
  const items = order.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id, row }] : [];
  });
  const shownColumns = isReorderable ? allColumns : own;
  const openRow = rowOpener(columns, rows);
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((k) => ({ 'text/plain': String(k) })),
    onReorder: (e) => {
      const keys = [...e.keys].map((k) => ids.find((id) => String(id) === String(k)) ?? k);
      const target = ids.find((id) => String(id) === String(e.target.key)) ?? e.target.key;
      actor.send({
        type: 'sort.move',
        keys,
        target,
        position: e.target.dropPosition === 'before' ? 'before' : 'after',
      });
    },
  });
  return (
    <div className={styles.list}>
      <div className={styles.toolbar}>
        {toolbar}
        <span className={styles.grow} />
        {failed ? <span className={styles.status}>{t('sort.saveFailed')}</span> : null}
        {isReorderable ? (
          <>
            <Button isDisabled={!dirty || busy} onPress={() => actor.send({ type: 'sort.reset' })}>
              {t('sort.reset')}
            </Button>
            <Button
              variant={dirty ? 'primary' : 'secondary'}
              isPending={busy}
              onPress={() => actor.send({ type: 'sort.save' })}
            >
              {t('sort.save')}
            </Button>
          </>
        ) : null}
      </div>
      {note}
      <Table
        aria-label={rest['aria-label']}
        dragAndDropHooks={isReorderable ? dragAndDropHooks : undefined}
        onRowAction={
          openRow
            ? (key) => {
                const row = byId.get(ids.find((id) => String(id) === String(key)) ?? key);
                if (row) openRow(row);
              }
            : undefined
        }
      >
        <TableHeader columns={shownColumns}>
          {(c) => (
            <Column id={c.id} isRowHeader={c.isRowHeader}>
              {c.title}
            </Column>
          )}
        </TableHeader>
        <TableBody items={items} renderEmptyState={empty ? () => empty : undefined}>
          {(item) => (
            <Row id={item.id} columns={shownColumns} dragLabel={t('kit.dragHandle')}>
              {(c) => <Cell>{c.render(item)}</Cell>}
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
