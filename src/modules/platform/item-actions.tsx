import { useT } from '../../i18n/use-t.ts';
import { Button } from '../../ui/button.tsx';
import type { QuietCall } from '../../ui/confirm-action.tsx';
import { ConfirmAction } from '../../ui/confirm-action.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import type { ListColumn } from '../../ui/list-view.tsx';
import { ToggleSwitch } from '../../ui/toggle-switch.tsx';
import { mediaSource } from '../dev/kit-sources.ts';
import { runDelete } from './article.ts';
import styles from './platform.module.css';

export interface DisplayCellProps {
  /** The item's title, naming the switch ("Show Spring sale"). */
  name: string;
  value: boolean;
  /** Posts the new value; without it (a role that may not change it) the cell says shown or hidden. */
  onChange?: (on: boolean, options: QuietCall) => Promise<unknown>;
}

/** Whether the site shows an item: its switch, or the word for a role that may only look. */
export function DisplayCell({ name, value, onChange }: DisplayCellProps) {
  const t = useT();
  return onChange ? (
    <ToggleSwitch aria-label={t('platform.displayOf', { name })} value={value} onChange={onChange} />
  ) : (
    t(value ? 'platform.shown' : 'platform.hidden')
  );
}

export interface ItemActionsProps {
  /** The item's title: the delete button's hidden rest of its name. */
  name: string;
  /** The edit control's accessible name ("Edit Spring sale"). */
  editLabel: string;
  /** Edit in a dialog; or `editHref` for an editor of its own. Neither: no edit control. */
  onEdit?: () => void;
  /** The editor's address (with its `#`). */
  editHref?: string;
  /** The delete call's address; without it, no delete control. */
  deleteUrl?: string;
  /** The delete confirmation's question. */
  deleteText: string;
  onDeleted: () => void;
}

/** An item's edit and delete controls, in a list row or on a card. */
export function ItemActions({
  name,
  editLabel,
  onEdit,
  editHref,
  deleteUrl,
  deleteText,
  onDeleted,
}: ItemActionsProps) {
  const t = useT();
  return (
    <>
      {editHref ? (
        <LinkButton size="small" variant="quiet" href={editHref} aria-label={editLabel}>
          {t('platform.edit')}
        </LinkButton>
      ) : onEdit ? (
        <Button size="small" variant="quiet" aria-label={editLabel} onPress={onEdit}>
          {t('platform.edit')}
        </Button>
      ) : null}
      {deleteUrl ? (
        <ConfirmAction size="small" url={deleteUrl} run={runDelete} text={deleteText} onDone={onDeleted}>
          {t('platform.delete')} <span className="visually-hidden">{name}</span>
        </ConfirmAction>
      ) : null}
    </>
  );
}

/** A list's "display" column: `DisplayCell`, switchable when `set` is given. */
export function displayColumn<T extends { id: number; title: string; display: boolean }>(
  title: string,
  set?: (id: number, on: boolean, options: QuietCall) => Promise<unknown>,
): ListColumn<T> {
  return {
    id: 'display',
    title,
    render: (row) => (
      <DisplayCell
        name={row.title}
        value={row.display}
        onChange={set ? (on, options) => set(row.id, on, options) : undefined}
      />
    ),
  };
}

/** A list's actions column: a row's `ItemActions`. */
export function actionsColumn<T>(title: string, actions: (row: T) => ItemActionsProps): ListColumn<T> {
  return {
    id: 'actions',
    title,
    width: 160,
    render: (row) => (
      <span className={styles.rowActions}>
        <ItemActions {...actions(row)} />
      </span>
    ),
  };
}

/** A title cell with the item's image (a cover, a logo) before it, when it has one. */
export function ThumbTitle({ image, title }: { image: string; title: string }) {
  return (
    <span className={styles.titleCell}>
      {image ? <img className={styles.thumb} src={mediaSource.href?.(image) ?? image} alt="" /> : null}
      <span>{title}</span>
    </span>
  );
}
