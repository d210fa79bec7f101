import { changeUndoPaths, type UndoHandle, type UndoResult } from '../../contract/change-undo.ts';
import type { TestApi } from './test-api.ts';

/** A member's session in a brand, as the undo tests call with it. */
export type As = { token: string; brandId: number };
/** A whole answer, its undo handle included (what `api.call` leaves out). */
export type Enveloped<T> = { code: number; message: string; data: T; undo?: UndoHandle };

/**
 * The two calls every undo test makes, on the api its `beforeAll` starts (read when called): a write
 * or read answered whole, handle included, and the undo of a change (in English unless told).
 */
export function undoCalls(api: () => TestApi) {
  async function call<T>(path: string, as: As, body?: unknown): Promise<Enveloped<T>> {
    const a = await api().call<T>(path, body === undefined ? { ...as, method: 'GET' } : { ...as, body });
    return JSON.parse(a.raw) as Enveloped<T>;
  }
  const undo = (as: As, id: number, lang: 'en' | 'zh-CN' = 'en') =>
    api().call<UndoResult>(changeUndoPaths.undo, { ...as, body: { id }, lang });
  return { call, undo };
}
