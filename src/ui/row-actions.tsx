import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t.ts';
import { Button } from './button.tsx';
import { ConfirmAction, type ConfirmActionProps } from './confirm-action.tsx';
import layout from './layout.module.css';
import { LinkButton } from './link-button.tsx';
import { noReasons, type WhyNot } from './why-not.tsx';
import { type Granted, ungrant, WithheldIf } from './withheld.tsx';

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
  /**
   * Edit in a dialog; or `editHref` for an editor of its own. Neither: no edit control. Each control's
   * handler or address may come `granted` withheld (a right lost on the open screen).
   */
  onEdit?: Granted<() => void>;
  /** The editor's address (with its `#`); wins over `onEdit`. */
  editHref?: Granted<string>;
  /** The delete call's address; without it (a role that may not delete), no delete control. */
  deleteUrl?: Granted<string>;
  /** Runs the delete call (see ConfirmAction's `run`). */
  runDelete: ConfirmActionProps['run'];
  /** The delete confirmation's question. */
  deleteText: string;
  onDeleted: () => void;
  /** Why the server would refuse the delete (a `WhyNot` reason): shown disabled with it; none by default. */
  deleteWhyNot?: string;
  /** A quiet button before edit that shows the item (open, preview): as `extra`. */
  view?: Granted<RowButton>;
  /** One more quiet button between edit and delete (reset a password, set privileges): its words,
   *  its accessible name with the item, and what it does. */
  extra?: Granted<RowButton>;
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
  const href = ungrant(editHref);
  const edit = ungrant(onEdit);
  const del = ungrant(deleteUrl);
  return (
    <>
      <QuietButton button={view} />
      {href.value ? (
        <WithheldIf withheld={href.withheld}>
          <LinkButton size="small" variant="quiet" href={href.value} aria-label={editLabel}>
            {t('kit.edit')}
          </LinkButton>
        </WithheldIf>
      ) : edit.value ? (
        <WithheldIf withheld={edit.withheld}>
          <Button size="small" variant="quiet" aria-label={editLabel} onPress={edit.value}>
            {t('kit.edit')}
          </Button>
        </WithheldIf>
      ) : null}
      <QuietButton button={extra} />
      {del.value ? (
        <WithheldIf withheld={del.withheld}>
          <ConfirmAction
            size="small"
            url={del.value}
            run={runDelete}
            text={deleteText}
            whyNot={deleteWhyNot}
            onDone={onDeleted}
          >
            {t('kit.delete')} <span className="visually-hidden">{name}</span>
          </ConfirmAction>
        </WithheldIf>
      ) : null}
    </>
  );
}

function QuietButton({ button }: { button: Granted<RowButton> | undefined }) {
  const { value, withheld } = ungrant(button);
  return value ? (
    <WithheldIf withheld={withheld}>
      <Button size="small" variant="quiet" aria-label={value.label} onPress={value.onPress}>
        {value.text}
      </Button>
    </WithheldIf>
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
