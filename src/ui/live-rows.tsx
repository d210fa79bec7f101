import '../i18n/kit.ts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Actor } from 'xstate';
import type { ListResult } from '../../contract/envelope.ts';
import type { LiveRowEntity } from '../../contract/live-events.ts';
import { useT } from '../i18n/use-t.ts';
import type { ListQueryState, listMachine, RowId } from '../machines/list.machine.ts';
import { onLiveChange } from '../services/live-changes.ts';
import styles from './list-view.module.css';

export interface LiveRowsOptions<T> {
  actor: Actor<typeof listMachine>;
  /** The entities (`changes.entity`) this list's rows are; none: the list follows nothing. */
  entities: readonly LiveRowEntity[];
  load: (query: ListQueryState) => Promise<ListResult<T>>;
  rowKey: (row: T) => RowId;
  /** How the note names a row (its row header's text). */
  rowName: (row: T) => string;
  /**
   * For a list read whole in one call whose rows hold records of their own (a tag group's tags): those
   * records, by id and name. A change to one is a change to the row holding it (before or after), which
   * is read again and replaced in place; one added elsewhere that lands in a row in view shows there.
   */
  parts?: (row: T) => readonly { id: RowId; name: string }[];
}

/**
 * An open list following changes by others to its rows (the live stream tells ids only): the page in
 * view is read again through the list's own call, and each changed row in view is replaced in place
 * or leaves the page; a row added elsewhere is not put under the pointer, only told. A quiet status
 * line says who did what; the console's own changes are followed but not announced.
 */
export function useLiveRows<T>(options: LiveRowsOptions<T>): ReactNode {
  const t = useT();
  const [note, setNote] = useState('');
  const latest = useRef({ ...options, t });
  latest.current = { ...options, t };
  const following = options.entities.join(' ');
  useEffect(() => {
    if (following === '') return;
    return onLiveChange((change, mine) => {
      const { actor, entities, load, rowKey, rowName, parts, t: say } = latest.current;
      if (change.entity === 'crm_customer' || !entities.includes(change.entity)) return;
      const who = change.actor?.name ?? '';
      const tell = (text: string) => {
        if (!mine && change.actor) setNote(text);
      };
      const ids = new Set(change.ids.map(String));
      const keyOf = (row: unknown) => rowKey(row as T);
      const key = (row: T) => String(rowKey(row));
      const partsOf = (row: T) => (parts ? parts(row).filter((p) => ids.has(String(p.id))) : []);
      const rows = actor.getSnapshot().context.rows as T[];
      const inView = rows.filter((row) => ids.has(key(row)) || partsOf(row).length > 0);
      // What the note names: the rows changed themselves, else the records changed inside them.
      const named = inView.flatMap((row) =>
        ids.has(key(row)) ? [rowName(row)] : partsOf(row).map((p) => p.name),
      );
      const [name = ''] = named;
      const many = named.length > 1;
      const added = change.action === 'add' || change.action === 'create';
      if (inView.length === 0 && !(added && parts)) {
        if (added) tell(say('kit.liveAdded', { actor: who, count: change.ids.length }));
        return;
      }
      if (change.action === 'delete' && inView.every((row) => ids.has(key(row)))) {
        actor.send({
          type: 'list.changed',
          rows: inView.map((row) => ({ id: rowKey(row), row: null })),
          keyOf,
        });
        tell(
          many
            ? say('kit.liveDeletedMany', { actor: who, count: named.length })
            : say('kit.liveDeleted', { actor: who, name }),
        );
        return;
      }
      // The rows as this member's own list answers them now: the stream never tells a field.
      load(actor.getSnapshot().context.query).then(
        (page) => {
          const now = new Map(page.list.map((row) => [key(row), row]));
          const shown = new Set((actor.getSnapshot().context.rows as T[]).map(key));
          // A record moved or added into another row in view changes that row too.
          const holding = page.list.filter((row) => shown.has(key(row)) && partsOf(row).length > 0);
          const touched = new Map([...inView, ...holding].map((row) => [key(row), rowKey(row)]));
          if (touched.size === 0) {
            // Added elsewhere: a new row of the list is told, not put under the pointer; a record no
            // row holds is not this list's (another type kept in the same table).
            const newRows = page.list.filter((row) => ids.has(key(row)) && !shown.has(key(row)));
            if (newRows.length > 0) tell(say('kit.liveAdded', { actor: who, count: newRows.length }));
            return;
          }
          const changed = [...touched.values()].map((id) => ({ id, row: now.get(String(id)) ?? null }));
          actor.send({ type: 'list.changed', rows: changed, keyOf });
          const [into] = holding;
          if (inView.length === 0 && into) {
            tell(say('kit.liveAddedTo', { actor: who, name: rowName(into), count: change.ids.length }));
            return;
          }
          const left = changed.some((r) => r.row === null);
          const deleted = change.action === 'delete';
          tell(
            many
              ? say(deleted ? 'kit.liveDeletedMany' : 'kit.liveUpdatedMany', {
                  actor: who,
                  count: named.length,
                })
              : deleted
                ? say('kit.liveDeleted', { actor: who, name })
                : left
                  ? say('kit.liveLeft', { actor: who, name })
                  : say('kit.liveUpdated', { actor: who, name }),
          );
        },
        () => undefined,
      );
    });
  }, [following]);
  if (following === '') return null;
  return <LiveNote>{note}</LiveNote>;
}

/**
 * The quiet line that says who changed the rows in view: a status, read when its words change, in a
 * line kept for it so the rows below never move under the pointer.
 */
export function LiveNote({ children }: { children: string }) {
  return (
    <p role="status" className={styles.liveNote} data-live-note>
      {children}
    </p>
  );
}
