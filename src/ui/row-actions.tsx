import { useT } from '../i18n/use-t.ts';
import { Button } from './button.tsx';
import { ConfirmAction, type ConfirmActionProps } from './confirm-action.tsx';
import layout from './layout.module.css';
import { LinkButton } from './link-button.tsx';
import type { ListColumn } from './list-view.tsx';
import type { WhyNot } from './why-not.tsx';

export interface RowActionsProps {
  /** The item's name: the delete button's hidden rest of its name ("Delete Spring sale"). */
  name: string;
  /** The edit control's accessible name ("Edit Spring sale"). */
  editLabel: string;
  /** Edit in a dialog; or `editHref` for an editor of its own. Neither: no edit control. */
  onEdit?: () => void;
  /** The editor's address (with its `#`); wins over `onEdit`. */
  editHref?: string;
  /** The delete call's address; without it (a role that may not delete), no delete control. */
  deleteUrl?: string;
  /** Runs the delete call (see ConfirmAction's `run`). */
  runDelete: ConfirmActionProps['run'];
  /** The delete confirmation's question. */
  deleteText: string;
  onDeleted: () => void;
  /** Why the server would refuse the delete (a `WhyNot` reason): shown disabled with it; none by default. */
  deleteWhyNot?: string;
  /** One more quiet button between edit and delete (reset a password, set privileges): its words,
   *  its accessible name with the item, and what it does. */
  extra?: { text: string; label: string; onPress: () => void };
}

/**
 * An item's edit and delete controls, in a list row or on a card: a quiet small edit button (or link)
 * and a delete that asks first, each named with the item.
 */
export function RowActions({
  name,
  editLabel,
  onEdit,
  editHref,
  deleteUrl,
  runDelete,
  deleteText,
  onDeleted,
  deleteWhyNot,
  extra,
}: RowActionsProps) {
  const t = useT();
  return (
    <>
      {editHref ? (
        <LinkButton size="small" variant="quiet" href={editHref} aria-label={editLabel}>
          {t('kit.edit')}
        </LinkButton>
      ) : onEdit ? (
        <Button size="small" variant="quiet" aria-label={editLabel} onPress={onEdit}>
          {t('kit.edit')}
        </Button>
      ) : null}
      {extra ? (
        <Button size="small" variant="quiet" aria-label={extra.label} onPress={extra.onPress}>
          {extra.text}
        </Button>
      ) : null}
      {deleteUrl ? (
        <ConfirmAction
          size="small"
          url={deleteUrl}
          run={runDelete}
          text={deleteText}
          whyNot={deleteWhyNot}
          onDone={onDeleted}
        >
          {t('kit.delete')} <span className="visually-hidden">{name}</span>
        </ConfirmAction>
      ) : null}
    </>
  );
}

/** A list's actions column: each row's `RowActions` in one unwrapped line. */
export function rowActionsColumn<T>(
  title: string,
  width: number,
  actions: (row: T, whyNot: WhyNot) => RowActionsProps,
): ListColumn<T> {
  return {
    id: 'actions',
    title,
    width,
    render: (row, whyNot) => (
      <span className={layout.rowActions}>
        <RowActions {...actions(row, whyNot)} />
      </span>
    ),
  };
}
