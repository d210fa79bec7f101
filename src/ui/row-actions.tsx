import { useT } from '../i18n/use-t.ts';
import { Button } from './button.tsx';
import { ConfirmAction, type ConfirmActionProps } from './confirm-action.tsx';
import { LinkButton } from './link-button.tsx';

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
