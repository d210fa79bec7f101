import type { ReactNode } from 'react';
import { type CrmTagItem, crmTagRule } from '../../../../contract/crm-tag.ts';
import { useT } from '../../../i18n/use-t.ts';
import { RuleGate } from '../../../shell/rule-gate.tsx';
import { useMayCall } from '../../../shell/use-may-call.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmAction } from '../../../ui/confirm-action.tsx';
import { type SortableColumn, SortableTable } from '../../../ui/sortable-table.tsx';
import { ToggleSwitch } from '../../../ui/toggle-switch.tsx';
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
  empty,
  ...rest
}: DictionaryTableProps<T>) {
  const t = useT();
  const mayCall = useMayCall();
  const may = {
    status: mayCall(crmTagRule.status),
    order: mayCall(crmTagRule.order),
  };
  const all: SortableColumn<T>[] = [
    {
      id: 'title',
      title: t('crm.item.title'),
      isRowHeader: true,
      render: (item) => <ItemName item={item} />,
    },
    ...columns,
    {
      id: 'display',
      title: t('crm.item.display'),
      render: (item) =>
        may.status ? (
          <ToggleSwitch
            aria-label={t('crm.item.displayOf', { name: item.title })}
            value={item.display}
            onChange={(on, options) => setTagItemShown(item.id, on, options)}
          />
        ) : (
          t(item.display ? 'crm.item.shown' : 'crm.item.hidden')
        ),
    },
    {
      id: 'actions',
      title: t('crm.actions'),
      render: (item) => (
        <span className={styles.rowActions}>
          <RuleGate rule={crmTagRule.update}>
            <Button
              size="small"
              variant="quiet"
              aria-label={t('crm.editOf', { name: item.title })}
              onPress={() => onEdit(item)}
            >
              {t('crm.edit')}
            </Button>
          </RuleGate>
          <RuleGate rule={crmTagRule.del}>
            <ConfirmAction
              size="small"
              url={tagItemDeleteUrl([item.id])}
              run={deleteTagItems}
              text={deleteText(item)}
              onDone={onChanged}
            >
              {t('crm.delete')} <span className="visually-hidden">{item.title}</span>
            </ConfirmAction>
          </RuleGate>
        </span>
      ),
    },
  ];
  return (
    <SortableTable<T>
      aria-label={rest['aria-label']}
      rows={items}
      rowKey={(item) => item.id}
      rowLabel={(item) => item.title}
      columns={all}
      save={({ list }) => orderTagItems(list.map((i) => ({ id: Number(i.id), ordernum: i.ordernum })))}
      isReorderable={may.order}
      toolbar={toolbar}
      empty={empty}
    />
  );
}
