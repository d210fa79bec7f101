import { fromPromise } from 'xstate';
import type { ListResult } from '../../contract/envelope.ts';
import type { ListQueryState } from '../machines/list.machine.ts';
import { inPlace } from '../services/http.ts';

/**
 * A list machine's `loadPage` over a screen's call. Its failed page says the failure where the rows
 * would be (`ListFailure`: the reason, 重试 on a fault), so no toast says it again.
 */
export function listLoader(load: (query: ListQueryState) => Promise<ListResult<unknown>>) {
  return fromPromise<ListResult<unknown>, ListQueryState>(({ input }) => inPlace(load(input)));
}
