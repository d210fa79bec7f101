import '../i18n/kit.ts';
import { ArrowDown, ArrowUp, ArrowUpDown, GripVertical } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import {
  Collection,
  composeRenderProps,
  Button as RacButton,
  Cell as RacCell,
  type CellProps as RacCellProps,
  Column as RacColumn,
  type ColumnProps as RacColumnProps,
  Row as RacRow,
  type RowProps as RacRowProps,
  Table as RacTable,
  TableBody as RacTableBody,
  type TableBodyProps as RacTableBodyProps,
  TableHeader as RacTableHeader,
  type TableHeaderProps as RacTableHeaderProps,
  type TableProps as RacTableProps,
  useTableOptions,
} from 'react-aria-components';
import { useT } from '../i18n/use-t.ts';
import { Checkbox } from './checkbox.tsx';
import styles from './table.module.css';
import { Unavailable } from './why-not.tsx';

const TableVirtualizer = lazy(() => import('./table-virtualizer.tsx'));

const join = (...c: Array<string | undefined | false>) => c.filter(Boolean).join(' ');

export interface TableProps extends RacTableProps {
  /** Renders only the rows in view; for long tables (hundreds of rows and more). Default false. */
  virtualized?: boolean;
  /** Estimated row height in px for the virtualizer. Default 40. */
  rowHeight?: number;
  /** Caps the height so the header sticks while the body scrolls (virtualized: the height, default 70vh). */
  maxHeight?: string;
}

/**
 * RAC table: arrow-key grid navigation, sortable columns, row selection, and drag or keyboard
 * reordering when given `dragAndDropHooks`.
 */
export function Table({ virtualized, rowHeight = 40, maxHeight, className, ...rest }: TableProps) {
  if (virtualized) {
    const table = (
      <RacTable
        {...rest}
        className={composeRenderProps(className, (c) => join(styles.table, styles.virtual, c))}
        style={{ height: maxHeight ?? '70vh' }}
      />
    );
    // Only a page of 100 rows is virtualized, so the virtualizer (12 KB gzip) is its own chunk rather
    // than a part of every list screen; until it arrives the rows show unvirtualized.
    return (
      <div className={styles.container}>
        <Suspense fallback={table}>
          <TableVirtualizer rowHeight={rowHeight}>{table}</TableVirtualizer>
        </Suspense>
      </div>
    );
  }
  return (
    <div className={styles.container} style={maxHeight ? { maxHeight } : undefined}>
      <RacTable {...rest} className={composeRenderProps(className, (c) => join(styles.table, c))} />
    </div>
  );
}

/** The drag handle and selection columns, when a virtualized table lays them out. */
const checkColumnWidth = 48;

export interface TableHeaderProps<T> extends RacTableHeaderProps<T> {}

export function TableHeader<T extends object>({
  columns,
  children,
  className,
  ...rest
}: TableHeaderProps<T>) {
  const t = useT();
  const { selectionBehavior, selectionMode, allowsDragging } = useTableOptions();
  return (
    <RacTableHeader {...rest} className={composeRenderProps(className, (c) => join(styles.header, c))}>
      {allowsDragging ? (
        <RacColumn className={join(styles.column, styles.checkCell)} width={checkColumnWidth}>
          <span className="visually-hidden">{t('kit.dragHandle')}</span>
        </RacColumn>
      ) : null}
      {selectionBehavior === 'toggle' && selectionMode === 'multiple' ? (
        <RacColumn className={join(styles.column, styles.checkCell)} width={checkColumnWidth}>
          {/* Our own label: React Aria's English one is title case ("Select All"), the console's is not. */}
          <Checkbox slot="selection" aria-label={t('kit.selectAll')} />
        </RacColumn>
      ) : null}
      <Collection items={columns}>{children}</Collection>
    </RacTableHeader>
  );
}

export interface ColumnProps extends RacColumnProps {}

export function Column({ children, className, ...rest }: ColumnProps) {
  return (
    <RacColumn {...rest} className={composeRenderProps(className, (c) => join(styles.column, c))}>
      {composeRenderProps(children, (content, { allowsSorting, sortDirection }) => (
        <>
          {content}
          {allowsSorting ? (
            <span className={styles.sortIcon} aria-hidden="true">
              {sortDirection === 'ascending' ? (
                <ArrowUp size={14} />
              ) : sortDirection === 'descending' ? (
                <ArrowDown size={14} />
              ) : (
                <ArrowUpDown size={14} />
              )}
            </span>
          ) : null}
        </>
      ))}
    </RacColumn>
  );
}

export interface TableBodyProps<T> extends RacTableBodyProps<T> {}

export function TableBody<T extends object>(props: TableBodyProps<T>) {
  return <RacTableBody {...props} />;
}

export interface RowProps<T> extends RacRowProps<T> {
  /** Accessible name of the drag handle ("Drag to reorder"). */
  dragLabel?: string;
  /**
   * Why this row cannot be selected (put its id in the table's `disabledKeys` too): its box is shown
   * disabled with the reason as description and tooltip.
   */
  selectionWhyNot?: string;
}

export function Row<T extends object>({
  id,
  columns,
  children,
  className,
  dragLabel,
  selectionWhyNot,
  ...rest
}: RowProps<T>) {
  const { selectionBehavior, selectionMode, allowsDragging } = useTableOptions();
  return (
    <RacRow id={id} {...rest} className={composeRenderProps(className, (c) => join(styles.row, c))}>
      {allowsDragging ? (
        <RacCell className={styles.cell}>
          <RacButton slot="drag" className={styles.handle} aria-label={dragLabel}>
            <GripVertical aria-hidden="true" size={16} />
          </RacButton>
        </RacCell>
      ) : null}
      {selectionBehavior === 'toggle' && selectionMode === 'multiple' ? (
        <RacCell className={styles.cell}>
          {selectionWhyNot === undefined ? (
            <Checkbox slot="selection" />
          ) : (
            <Unavailable reason={selectionWhyNot}>
              {(describedBy) => <Checkbox slot="selection" aria-describedby={describedBy} />}
            </Unavailable>
          )}
        </RacCell>
      ) : null}
      <Collection items={columns}>{children}</Collection>
    </RacRow>
  );
}

export interface CellProps extends RacCellProps {
  children?: ReactNode;
}

export function Cell({ className, ...rest }: CellProps) {
  return <RacCell {...rest} className={composeRenderProps(className, (c) => join(styles.cell, c))} />;
}
