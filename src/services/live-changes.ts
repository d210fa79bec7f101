import {
  type LiveChange,
  type LiveCustomerChange,
  type LiveRowChange,
  liveRowEntities,
} from '../../contract/live-events.ts';

/** `mine`: made by this console's own member (followed, never announced). */
type Listener = (change: LiveChange, mine: boolean) => void;

const listeners = new Set<Listener>();

/**
 * Changes by anyone to rows this console may see, as the live stream tells them (the shell publishes,
 * open lists and drawers listen): each screen follows them in place.
 */
export function publishLiveChange(change: LiveChange, mine = false): void {
  for (const listener of listeners) listener(change, mine);
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
  const actor = Reflect.get(data, 'actor');
  const told = {
    action: typeof action === 'string' ? action : '',
    actor:
      actor && typeof actor === 'object' && typeof Reflect.get(actor, 'name') === 'string'
        ? { id: Number(Reflect.get(actor, 'id')), name: String(Reflect.get(actor, 'name')) }
        : null,
    at: String(Reflect.get(data, 'at') ?? ''),
  };
  if (typeof action !== 'string') return null;
  const ids = Reflect.get(data, 'ids');
  const rowEntity = liveRowEntities.find((e) => e === entity);
  if (rowEntity && Array.isArray(ids)) {
    const change: LiveRowChange = {
      ...told,
      entity: rowEntity,
      ids: ids.filter((id): id is number => typeof id === 'number'),
    };
    return change;
  }
  if (entity !== 'crm_customer' || !Array.isArray(rows)) return null;
  const change: LiveCustomerChange = {
    ...told,
    entity,
    rows: rows.filter(
      (r): r is LiveCustomerChange['rows'][number] => r && typeof r === 'object' && typeof r.id === 'number',
    ),
    refresh: Reflect.get(data, 'refresh') === true,
  };
  return change;
}
