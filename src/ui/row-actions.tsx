import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t.ts';
import { Button } from './button.tsx';
import { ConfirmAction, type ConfirmActionProps } from './confirm-action.tsx';
import layout from './layout.module.css';
import { LinkButton } from './link-button.tsx';
import { noReasons, type WhyNot } from './why-not.tsx';

/** A row's own quiet button: its words, its accessible name with the item, and what it does. */
export interface RowButton {
  text: string;
  label: string;
  onPress: () => void;
}

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
  /** A quiet button before edit that shows the item (open, preview): as `extra`. */
  view?: RowButton;
  /** One more quiet button between edit and delete (reset a password, set privileges): its words,
   *  its accessible name with the item, and what it does. */
  extra?: RowButton;
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
  view,
  extra,
}: RowActionsProps) {
  const t = useT();
  return (
    <>
      <QuietButton button={view} />
      {editHref ? (
        <LinkButton size="small" variant="quiet" href={editHref} aria-label={editLabel}>
          {t('kit.edit')}
        </LinkButton>
      ) : onEdit ? (
        <Button size="small" variant="quiet" aria-label={editLabel} onPress={onEdit}>
          {t('kit.edit')}
        </Button>
      ) : null}
      <QuietButton button={extra} />
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

function QuietButton({ button }: { button: RowButton | undefined }) {
  return button ? (
    <Button size="small" variant="quiet" aria-label={button.label} onPress={button.onPress}>
      {button.text}
    </Button>
  ) : null;
}

/** A list column that serves `ListView` (which passes the row's reasons) and `SortableTable` (which does not). */
export interface RowColumn<T> {
  id: string;
  title: string;
  width?: number;
  render: (row: T, whyNot?: WhyNot) => ReactNode;
}

/**
 * A list's actions column: each row's `RowActions` in one line; `width` in pixels, `className` for a
 * module whose row actions sit further apart.
 */
export function rowActionsColumn<T>(
  title: string,
  actions: (row: T, whyNot: WhyNot) => RowActionsProps,
  { width, className = layout.rowActions }: { width?: number; className?: string } = {},
): RowColumn<T> {
  return {
    id: 'actions',
    title,
    ...(width === undefined ? {} : { width }),
    render: (row, whyNot = noReasons) => (
      <span className={className}>
        <RowActions {...actions(row, whyNot)} />
      </span>
    ),
  };
}
