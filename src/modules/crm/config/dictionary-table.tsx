import type { ReactNode } from 'react';
import { type CrmTagItem, crmTagRule } from '../../../../contract/crm-tag.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useGrant } from '../../../shell/use-may-call.ts';
import { rowActionsColumn } from '../../../ui/row-actions.tsx';
import { type SortableColumn, SortableTable } from '../../../ui/sortable-table.tsx';
import { switchColumn } from '../../../ui/switch-column.tsx';
import { granted } from '../../../ui/withheld.tsx';
import { deleteTagItems, orderTagItems, setTagItemShown, tagItemDeleteUrl } from '../crm-tag.ts';
import styles from './crm-config.module.css';

export interface DictionaryTableProps<T extends CrmTagItem> {
  'aria-label': string;
  items: T[];
  /** Extra columns after the name (a group's tags). */
  columns?: SortableColumn<T>[];
  /** The question before deleting an item. */
  deleteText: (item: T) => string;
  onEdit: (item: T) => void;
  /** After a delete. */
  onChanged: () => void;
  toolbar?: ReactNode;
  /** Under the toolbar: the line of others' changes (useLiveRows). */
  note?: ReactNode;
  empty: ReactNode;
}

/** An item's name with its colour beside it (the colour is never the only cue: the name is text). */
export function ItemName({ item }: { item: Pick<CrmTagItem, 'title' | 'color'> }) {
  return (
    <span className={styles.itemName}>
      <span
        className={item.color ? styles.dot : `${styles.dot} ${styles.noColour}`}
        style={item.color ? { background: item.color } : undefined}
        aria-hidden="true"
      />
      <span>{item.title}</span>
    </span>
  );
}

/**
 * One dictionary list (tag groups, a group's tags, follow-up types, sources) in its order: drag the
 * handle or use the move buttons, then save the order; show or hide each item; edit; delete. Buttons
 * of calls the role lacks are not shown.
 */
export function DictionaryTable<T extends CrmTagItem>({
  items,
  columns = [],
  deleteText,
  onEdit,
  onChanged,
  toolbar,
  note,
  empty,
  ...rest
}: DictionaryTableProps<T>) {
  const t = useT();
  const grant = useGrant();
  const may = {
    update: grant(crmTagRule.update),
    status: grant(crmTagRule.status),
    del: grant(crmTagRule.del),
    order: grant(crmTagRule.order),
  };
  const all: SortableColumn<T>[] = [
    {
      id: 'title',
      title: t('crm.item.title'),
      isRowHeader: true,
      render: (item) => <ItemName item={item} />,
    },
    ...columns,
    switchColumn<T>({
      id: 'display',
      title: t('crm.item.display'),
      label: (item) => t('crm.item.displayOf', { name: item.title }),
      isOn: (item) => item.display,
      set: granted(may.status, setTagItemShown),
      word: (on) => t(on ? 'crm.item.shown' : 'crm.item.hidden'),
    }),
    rowActionsColumn<T>(t('crm.actions'), (item) => ({
      name: item.title,
      editLabel: t('crm.editOf', { name: item.title }),
      onEdit: granted(may.update, () => onEdit(item)),
      deleteUrl: granted(may.del, tagItemDeleteUrl([item.id])),
      runDelete: deleteTagItems,
      deleteText: deleteText(item),
      onDeleted: onChanged,
    })),
  ];
  return (
    <SortableTable<T>
      aria-label={rest['aria-label']}
      rows={items}
      rowKey={(item) => item.id}
      rowLabel={(item) => item.title}
      columns={all}
      save={({ list }) => orderTagItems(list.map((i) => ({ id: Number(i.id), ordernum: i.ordernum })))}
      isReorderable={may.order === true}
      toolbar={toolbar}
      note={note}
      empty={empty}
    />
  );
}
