import '../i18n/kit.ts';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t.ts';
import { navigate } from '../lib/hash.ts';
import { Button } from './button.tsx';
import { ConfirmAction, type ConfirmActionProps } from './confirm-action.tsx';
import layout from './layout.module.css';
import { LinkButton } from './link-button.tsx';
import { noReasons, type WhyNot } from './why-not.tsx';
import { type Granted, granted, ungrant, WithheldIf } from './withheld.tsx';

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
  /** Ask before deleting; by default not when an undo takes the delete back (see ConfirmAction's `ask`). */
  deleteAsk?: boolean;
  onDeleted: () => void;
  /** Where focus goes once 撤销 brought the deleted item back (see ConfirmAction's `focusAfterUndo`). */
  focusAfterUndo?: ConfirmActionProps['focusAfterUndo'];
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
 * and a delete that asks first unless an undo takes it back, each named with the item.
 */
export function RowActions({
  name,
  editLabel,
  onEdit,
  editHref,
  deleteUrl,
  runDelete,
  deleteText,
  deleteAsk,
  onDeleted,
  focusAfterUndo,
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
            ask={deleteAsk}
            focusAfterUndo={focusAfterUndo}
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

/**
 * What opens a row's record, as its 查看 (or, without one, its 编辑) does: the list runs it on Enter
 * on the row (issue 39). `granted` withheld (the right lost on the open screen), Enter does nothing.
 */
export type RowOpen = Granted<() => void> | undefined;

/**
 * The record-opening action among a row's actions: 查看 first, else the editor's address, else the
 * edit dialog; none (delete only) opens nothing.
 */
export function rowOpen(actions: Pick<RowActionsProps, 'view' | 'editHref' | 'onEdit'>): RowOpen {
  const view = ungrant(actions.view);
  if (view.value) return view.withheld ? granted('withheld', view.value.onPress) : view.value.onPress;
  const href = ungrant(actions.editHref);
  if (href.value) {
    const to = href.value;
    return granted(href.withheld ? 'withheld' : true, () => navigate(to));
  }
  return actions.onEdit;
}

/**
 * Enter on a row runs the first column's `open` for it (issue 39: Enter opens the row on every list
 * that has a record to open), in `ListView` and `SortableTable` alike. A withheld one does nothing:
 * its control says why. No row the role may open (a role that may only delete): none, and Enter
 * keeps what it does without one.
 */
export function rowOpener<T>(
  columns: readonly { open?: (row: T) => RowOpen }[],
  rows: readonly T[],
): ((row: T) => void) | undefined {
  const open = columns.find((c) => c.open)?.open;
  if (!open || !rows.some((row) => ungrant(open(row)).value)) return undefined;
  return (row) => {
    const { value, withheld } = ungrant(open(row));
    if (value && !withheld) value();
  };
}

/** A list column that serves `ListView` (which passes the row's reasons) and `SortableTable` (which does not). */
export interface RowColumn<T> {
  id: string;
  title: string;
  width?: number;
  render: (row: T, whyNot?: WhyNot) => ReactNode;
  /** What opens the row (see `RowOpen`); `ListView` runs it on Enter on the row. */
  open?: (row: T) => RowOpen;
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
    open: (row) => rowOpen(actions(row, noReasons)),
    render: (row, whyNot = noReasons) => (
      <span className={className}>
        <RowActions {...actions(row, whyNot)} />
      </span>
    ),
  };
}
