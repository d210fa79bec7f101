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
      const { actor, entities, load, rowKey, rowName, t: say } = latest.current;
      if (change.entity === 'crm_customer' || !entities.includes(change.entity)) return;
      const who = change.actor?.name ?? '';
      const tell = (text: string) => {
        if (!mine && change.actor) setNote(text);
      };
      const ids = new Set(change.ids.map(String));
      const rows = actor.getSnapshot().context.rows as T[];
      const inView = rows.filter((row) => ids.has(String(rowKey(row))));
      if (inView.length === 0) {
        if (change.action === 'add' || change.action === 'create')
          tell(say('kit.liveAdded', { actor: who, count: change.ids.length }));
        return;
      }
      const [first] = inView;
      const name = first === undefined ? '' : rowName(first);
      const many = inView.length > 1;
      const keyOf = (row: unknown) => rowKey(row as T);
      if (change.action === 'delete') {
        actor.send({
          type: 'list.changed',
          rows: inView.map((row) => ({ id: rowKey(row), row: null })),
          keyOf,
        });
        tell(
          many
            ? say('kit.liveDeletedMany', { actor: who, count: inView.length })
            : say('kit.liveDeleted', { actor: who, name }),
        );
        return;
      }
      // The rows as this member's own list answers them now: the stream never tells a field.
      load(actor.getSnapshot().context.query).then(
        (page) => {
          const now = new Map(page.list.map((row) => [String(rowKey(row)), row]));
          const changed = inView.map((row) => ({
            id: rowKey(row),
            row: now.get(String(rowKey(row))) ?? null,
          }));
          actor.send({ type: 'list.changed', rows: changed, keyOf });
          const left = changed.some((r) => r.row === null);
          tell(
            many
              ? say('kit.liveUpdatedMany', { actor: who, count: inView.length })
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
  return (
    <p role="status" className={styles.liveNote} data-live-note>
      {note}
    </p>
  );
}
