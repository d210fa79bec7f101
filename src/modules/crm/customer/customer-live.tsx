import { useEffect, useRef, useState } from 'react';
import type { CustomerItem } from '../../../../contract/customer.ts';
import type { LiveChange } from '../../../../contract/live-events.ts';
import { useT } from '../../../i18n/use-t.ts';
import { onLiveChange } from '../../../services/live-changes.ts';
import { useSession } from '../../../shell/session-context.tsx';
import styles from './customer.module.css';

/** Whether a customer, as it is now, belongs on this list (the pool: no owner, not lost). */
export type CustomerBelongs = (item: CustomerItem) => boolean;

/**
 * An open customer list following changes by others (the live stream): rows in view are replaced in
 * place or leave the page, and a quiet note (the list view's `liveNote`) says who did what. The
 * console's own changes are followed too (the screen reads again after them anyway) but not announced.
 */
export function useCustomerLiveRows(belongs: CustomerBelongs) {
  const t = useT();
  const me = useSession((s) => s.context.userInfo?.userId ?? 0);
  const [rowChanges, setRowChanges] = useState<{
    rows: { id: number; row: CustomerItem | null }[];
  } | null>(null);
  const [note, setNote] = useState('');
  const latest = useRef({ belongs, me, t });
  latest.current = { belongs, me, t };
  useEffect(
    () =>
      onLiveChange((change: LiveChange) => {
        if (change.entity !== 'crm_customer') return;
        const { belongs: fits, me: self, t: say } = latest.current;
        const rows = change.rows.map((r) => ({ id: r.id, row: r.item && fits(r.item) ? r.item : null }));
        setRowChanges({ rows });
        const first = change.rows[0];
        if (!change.actor || change.actor.id === self || !first) return;
        const name = first.item?.name ?? `#${first.id}`;
        const actor = change.actor.name;
        const left = rows[0]?.row === null;
        setNote(
          change.action === 'claim'
            ? say('cust.liveClaimed', { actor, name })
            : left
              ? say('cust.liveLeft', { actor, name })
              : say('cust.liveUpdated', { actor, name }),
        );
      }),
    [],
  );
  return { rowChanges, note };
}

/**
 * An open customer drawer following changes by others: when another member changes this customer,
 * `reread` runs (the drawer reads the customer and its timeline again) and a quiet note says who; when
 * the change took the customer out of the reader's sight, the drawer keeps what it shows and says so.
 * Focus stays where it is: nothing in the drawer is replaced but the figures.
 */
export function useCustomerLiveDetail(id: number, reread: () => void) {
  const t = useT();
  const me = useSession((s) => s.context.userInfo?.userId ?? 0);
  const [note, setNote] = useState('');
  const latest = useRef({ id, me, reread, t });
  latest.current = { id, me, reread, t };
  useEffect(
    () =>
      onLiveChange((change: LiveChange) => {
        const { id: shown, me: self, reread: read, t: say } = latest.current;
        if (change.entity !== 'crm_customer') return;
        const row = change.rows.find((r) => r.id === shown);
        if (!row || !change.actor || change.actor.id === self) return;
        const name = row.item?.name ?? `#${row.id}`;
        const actor = change.actor.name;
        if (!row.item) {
          setNote(say('cust.liveGone', { actor, name }));
          return;
        }
        read();
        setNote(
          change.action === 'claim'
            ? say('cust.liveClaimed', { actor, name })
            : say('cust.liveUpdated', { actor, name }),
        );
      }),
    [],
  );
  return (
    <p role="status" className={styles.liveNote}>
      {note}
    </p>
  );
}
