import type { LiveChange } from '../../contract/live-events.ts';

type Listener = (change: LiveChange) => void;

const listeners = new Set<Listener>();

/**
 * Changes by anyone to rows this console may see, as the live stream tells them (the shell publishes,
 * open lists and drawers listen): each screen follows them in place.
 */
export function publishLiveChange(change: LiveChange): void {
  for (const listener of listeners) listener(change);
}

/** Listens until the answered function is called. */
export function onLiveChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The stream's `change` data, when it reads as one. */
export function liveChangeOf(data: unknown): LiveChange | null {
  if (!data || typeof data !== 'object') return null;
  const rows = Reflect.get(data, 'rows');
  const entity = Reflect.get(data, 'entity');
  const action = Reflect.get(data, 'action');
  if (entity !== 'crm_customer' || typeof action !== 'string' || !Array.isArray(rows)) return null;
  const actor = Reflect.get(data, 'actor');
  return {
    entity,
    action,
    actor:
      actor && typeof actor === 'object' && typeof Reflect.get(actor, 'name') === 'string'
        ? { id: Number(Reflect.get(actor, 'id')), name: String(Reflect.get(actor, 'name')) }
        : null,
    at: String(Reflect.get(data, 'at') ?? ''),
    rows: rows.filter(
      (r): r is LiveChange['rows'][number] => r && typeof r === 'object' && typeof r.id === 'number',
    ),
    refresh: Reflect.get(data, 'refresh') === true,
  };
}
