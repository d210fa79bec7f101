import { useId } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { mediaSource } from '../../services/kit-sources.ts';
import type { QuietCall } from '../../ui/confirm-action.tsx';
import type { ListColumn } from '../../ui/list-view.tsx';
import { type RowActionsProps, rowActionsColumn } from '../../ui/row-actions.tsx';
import { ToggleSwitch } from '../../ui/toggle-switch.tsx';
import { type Granted, ungrant, WithheldIf } from '../../ui/withheld.tsx';
import { runDelete } from './article.ts';
import styles from './platform.module.css';

export interface DisplayCellProps {
  /** The item's title, naming the switch ("Show Spring sale"). */
  name: string;
  value: boolean;
  /** Posts the new value; without it (a role that may not change it) the cell says shown or hidden. */
  onChange?: (on: boolean, options: QuietCall) => Promise<unknown>;
  /**
   * When the switch does not act yet (a draft the site does not read, whatever it says): a short line
   * under it, which also describes the switch.
   */
  note?: string;
}

/** Whether the site shows an item: its switch, or the word for a role that may only look. */
export function DisplayCell({ name, value, onChange, note }: DisplayCellProps) {
  const t = useT();
  const noteId = useId();
  const shown = onChange ? (
    <ToggleSwitch
      aria-label={t('platform.displayOf', { name })}
      aria-describedby={note ? noteId : undefined}
      value={value}
      onChange={onChange}
    />
  ) : (
    t(value ? 'platform.shown' : 'platform.hidden')
  );
  if (!note) return shown;
  return (
    <span className={styles.displayCell}>
      {shown}
      <span id={noteId} className={styles.displayNote}>
        {note}
      </span>
    </span>
  );
}

/**
 * A list's "display" column: `DisplayCell`, switchable when `set` is given; `noteOf` a row's note
 * (a draft's "once published").
 */
export function displayColumn<T extends { id: number; title: string; display: boolean }>(
  title: string,
  given?: Granted<(id: number, on: boolean, options: QuietCall) => Promise<unknown>>,
  noteOf?: (row: T) => string | undefined,
): ListColumn<T> {
  const { value: set, withheld } = ungrant(given);
  return {
    id: 'display',
    title,
    render: (row) => (
      <WithheldIf withheld={withheld}>
        <DisplayCell
          name={row.title}
          value={row.display}
          onChange={set ? (on, options) => set(row.id, on, options) : undefined}
          note={noteOf?.(row)}
        />
      </WithheldIf>
    ),
  };
}

/** A list's actions column: a row's edit and delete (deleted by the platform's `runDelete`). */
export function actionsColumn<T>(
  title: string,
  actions: (row: T) => Omit<RowActionsProps, 'runDelete'>,
): ListColumn<T> {
  return rowActionsColumn<T>(title, (row) => ({ ...actions(row), runDelete }), { width: 160 });
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
