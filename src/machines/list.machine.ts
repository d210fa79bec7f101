import { assertEvent, assign, cancel, emit, fromPromise, raise, type SnapshotFrom, setup } from 'xstate';
import type { ListResult } from '../../contract/envelope.ts';
import { defaultPageSize, maxPageSize } from '../../contract/envelope.ts';
import { isRefusalError } from './refusal.ts';

export type RowId = string | number;

export interface ListQueryState {
  page: number;
  pageSize: number;
  keyword: string;
  /** `field` ascending, `-field` descending, '' for the server's order. */
  sort: string;
  filters: Record<string, string>;
}

export const emptyQuery: ListQueryState = {
  page: 1,
  pageSize: defaultPageSize,
  keyword: '',
  sort: '',
  filters: {},
};

/** Reads a list query from URL params; anything malformed falls back to the default. */
export function queryFromParams(
  params: URLSearchParams,
  filterNames: readonly string[] = [],
): ListQueryState {
  const int = (v: string | null, d: number, max = Number.MAX_SAFE_INTEGER) => {
    const n = Number(v);
    return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : d;
  };
  const filters: Record<string, string> = {};
  for (const f of filterNames) {
    const v = params.get(f);
    if (v) filters[f] = v;
  }
  return {
    page: int(params.get('page'), 1),
    pageSize: int(params.get('pageSize'), defaultPageSize, maxPageSize),
    keyword: params.get('keyword') ?? '',
    sort: params.get('sort') ?? '',
    filters,
  };
}

/** The inverse; defaults are left out so a plain list has a plain address. */
export function paramsFromQuery(q: ListQueryState): URLSearchParams {
  const p = new URLSearchParams();
  if (q.page !== 1) p.set('page', String(q.page));
  if (q.pageSize !== defaultPageSize) p.set('pageSize', String(q.pageSize));
  if (q.keyword) p.set('keyword', q.keyword);
  if (q.sort) p.set('sort', q.sort);
  for (const [k, v] of Object.entries(q.filters)) if (v) p.set(k, v);
  return p;
}

/** The query differs from the list's own view by more than its page size (a search, a sort, a page). */
export function isCustomised(q: ListQueryState): boolean {
  return isSearched(q) || q.sort !== '' || q.page !== 1;
}

/** A keyword or a filter narrows the list: an empty answer then means "nothing matched". */
export function isSearched(q: ListQueryState): boolean {
  return q.keyword !== '' || Object.values(q.filters).some((v) => v !== '');
}

export function sameQuery(a: ListQueryState, b: ListQueryState): boolean {
  return paramsFromQuery(a).toString() === paramsFromQuery(b).toString();
}

/** How long typing in the search field pauses before the list searches for it. */
export const searchDebounceMs = 300;

export interface ListContext<T = unknown> {
  query: ListQueryState;
  /** What the search field shows: typed text runs as `query.keyword` once typing pauses. */
  searchText: string;
  rows: T[];
  total: number;
  /** The server counted up to a cap: more rows match than `total` (ListResult.totalCapped). */
  totalCapped: boolean;
  selection: RowId[];
  error: string | null;
}

export type ListEvent =
  | { type: 'list.page'; page: number }
  | { type: 'list.pageSize'; pageSize: number }
  | { type: 'list.sort'; sort: string }
  | { type: 'list.search'; keyword: string }
  | { type: 'list.type'; text: string }
  | { type: 'list.filter'; name: string; value: string }
  | { type: 'list.sync'; query: ListQueryState }
  | { type: 'list.reload' }
  | { type: 'list.retry' }
  | { type: 'list.clear' }
  /** Back to the list's own view (no search, filter or sort, page 1) from a page the server refused. */
  | { type: 'list.reset' }
  | { type: 'list.select'; ids: RowId[] }
  /**
   * Rows in view changed elsewhere (another member, told by the live stream): each is replaced in
   * place, or leaves the page (null); nothing is reordered or added under the pointer.
   */
  | { type: 'list.changed'; rows: { id: RowId; row: unknown | null }[]; keyOf: (row: unknown) => RowId };

/** The page an invoked load answered, read from its done event. */
function pageOf(event: object): ListResult<unknown> {
  const out = 'output' in event ? event.output : null;
  if (out && typeof out === 'object' && 'list' in out && Array.isArray(out.list)) {
    const total = 'total' in out && typeof out.total === 'number' ? out.total : out.list.length;
    const totalCapped = 'totalCapped' in out && out.totalCapped === true;
    return { list: out.list, total, page: 0, pageSize: 0, totalCapped };
  }
  return { list: [], total: 0, page: 0, pageSize: 0, totalCapped: false };
}

/**
 * The list page. Every query change re-enters `loading`, which stops the previous load: an answer
 * that arrives after a newer request was made is never applied (stale answers cannot overwrite).
 */
export const listMachine = setup({
  types: {
    context: {} as ListContext,
    input: {} as { query?: Partial<ListQueryState> },
    events: {} as ListEvent,
    emitted: {} as { type: 'list.queryChanged'; query: ListQueryState },
  },
  actors: {
    loadPage: fromPromise<ListResult<unknown>, ListQueryState>(async () => {
      throw new Error('listMachine: loadPage was not provided');
    }),
  },
  delays: {
    searchDebounce: searchDebounceMs,
  },
  guards: {
    emptiesPage: ({ context, event }) => {
      assertEvent(event, 'list.changed');
      const gone = new Set(event.rows.filter((r) => r.row === null).map((r) => String(r.id)));
      return context.rows.length > 0 && context.rows.every((row) => gone.has(String(event.keyOf(row))));
    },
    // Typing that ends where the search already is (a space added, a letter typed and removed) is no
    // new search.
    newKeyword: ({ context, event }) => {
      assertEvent(event, 'list.search');
      return event.keyword.trim() !== context.query.keyword;
    },
    isEmpty: ({ event }) => pageOf(event).list.length === 0,
    pastLastPage: ({ context, event }) => {
      const out = pageOf(event);
      return out.list.length === 0 && out.total > 0 && context.query.page > 1;
    },
    changesQuery: ({ context, event }) => {
      assertEvent(event, 'list.sync');
      return !sameQuery(context.query, event.query);
    },
    searched: ({ context }) => isSearched(context.query),
    customised: ({ context }) => isCustomised(context.query),
    // The server said no (a filter it does not take from an old address, a right taken away): asking
    // again can only be refused again.
    refused: ({ event }) => 'error' in event && isRefusalError(event.error),
  },
  actions: {
    setPage: assign({
      query: ({ context, event }) => {
        assertEvent(event, 'list.page');
        return { ...context.query, page: Math.max(1, Math.floor(event.page)) };
      },
    }),
    setPageSize: assign({
      query: ({ context, event }) => {
        assertEvent(event, 'list.pageSize');
        return { ...context.query, page: 1, pageSize: Math.min(maxPageSize, Math.max(1, event.pageSize)) };
      },
    }),
    setSort: assign({
      query: ({ context, event }) => {
        assertEvent(event, 'list.sort');
        return { ...context.query, page: 1, sort: event.sort };
      },
    }),
    setKeyword: assign(({ context, event }) => {
      assertEvent(event, 'list.search');
      return {
        query: { ...context.query, page: 1, keyword: event.keyword.trim() },
        searchText: event.keyword,
      };
    }),
    setSearchText: assign({
      searchText: ({ event }) => {
        assertEvent(event, 'list.type');
        return event.text;
      },
    }),
    cancelTypedSearch: cancel('typedSearch'),
    searchWhenTypingPauses: raise(
      ({ event }) => {
        assertEvent(event, 'list.type');
        return { type: 'list.search' as const, keyword: event.text };
      },
      { id: 'typedSearch', delay: 'searchDebounce' },
    ),
    setFilter: assign({
      query: ({ context, event }) => {
        assertEvent(event, 'list.filter');
        const filters = { ...context.query.filters };
        if (event.value) filters[event.name] = event.value;
        else delete filters[event.name];
        return { ...context.query, page: 1, filters };
      },
    }),
    // Back to everything: the keyword and every filter go, page 1; sort and page size stay.
    clearSearch: assign(({ context }) => ({
      query: { ...context.query, page: 1, keyword: '', filters: {} },
      searchText: '',
    })),
    // The list's own view: search, filters and sort go, page 1; the page size stays.
    resetQuery: assign(({ context }) => ({
      query: { ...context.query, page: 1, keyword: '', sort: '', filters: {} },
      searchText: '',
    })),
    takeQuery: assign(({ event }) => {
      assertEvent(event, 'list.sync');
      return { query: event.query, searchText: event.query.keyword };
    }),
    // A deletion or a reload that leaves the page beyond the end goes to the last page that exists.
    toLastPage: assign({
      query: ({ context, event }) => {
        const out = pageOf(event);
        return { ...context.query, page: Math.max(1, Math.ceil(out.total / context.query.pageSize)) };
      },
    }),
    clearSelection: assign({ selection: [] }),
    takeRows: assign(({ event }) => {
      const out = pageOf(event);
      return { rows: out.list, total: out.total, totalCapped: out.totalCapped === true, error: null };
    }),
    takeError: assign({
      error: ({ event }) => ('error' in event && event.error instanceof Error ? event.error.message : ''),
    }),
    select: assign({
      selection: ({ event }) => {
        assertEvent(event, 'list.select');
        return event.ids;
      },
    }),
    applyChanges: assign(({ context, event }) => {
      assertEvent(event, 'list.changed');
      const changed = new Map(event.rows.map((r) => [String(r.id), r.row]));
      // A change to none of the page's rows (another member's customer elsewhere in the brand) leaves
      // the page as it is: a new rows array would render the whole table again for nothing, on every
      // change a busy brand streams.
      if (!context.rows.some((row) => changed.has(String(event.keyOf(row))))) return {};
      const rows = context.rows.flatMap((row) => {
        const key = String(event.keyOf(row));
        if (!changed.has(key)) return [row];
        const next = changed.get(key);
        return next === null || next === undefined ? [] : [next];
      });
      const gone = context.rows.length - rows.length;
      const kept = new Set(rows.map((r) => String(event.keyOf(r))));
      return {
        rows,
        total: Math.max(0, context.total - gone),
        selection: context.selection.filter((id) => kept.has(String(id))),
      };
    }),
    announceQuery: emit(({ context }) => ({ type: 'list.queryChanged', query: context.query }) as const),
  },
}).createMachine({
  id: 'list',
  context: ({ input }) => ({
    query: { ...emptyQuery, ...input.query, filters: { ...(input.query?.filters ?? {}) } },
    searchText: input.query?.keyword ?? '',
    rows: [],
    total: 0,
    totalCapped: false,
    selection: [],
    error: null,
  }),
  initial: 'loading',
  on: {
    'list.page': {
      target: '.loading',
      reenter: true,
      actions: ['setPage', 'clearSelection', 'announceQuery'],
    },
    'list.pageSize': {
      target: '.loading',
      reenter: true,
      actions: ['setPageSize', 'clearSelection', 'announceQuery'],
    },
    'list.sort': {
      target: '.loading',
      reenter: true,
      actions: ['setSort', 'clearSelection', 'announceQuery'],
    },
    // Search as you type: each keystroke restarts the pause; Enter (list.search) runs it at once.
    'list.type': { actions: ['setSearchText', 'cancelTypedSearch', 'searchWhenTypingPauses'] },
    'list.search': [
      {
        guard: 'newKeyword',
        target: '.loading',
        reenter: true,
        actions: ['cancelTypedSearch', 'setKeyword', 'clearSelection', 'announceQuery'],
      },
      { actions: 'cancelTypedSearch' },
    ],
    'list.filter': {
      target: '.loading',
      reenter: true,
      actions: ['setFilter', 'clearSelection', 'announceQuery'],
    },
    // The address changed under the list (Back, a link): follow it without writing it back.
    'list.sync': {
      guard: 'changesQuery',
      target: '.loading',
      reenter: true,
      actions: ['cancelTypedSearch', 'takeQuery', 'clearSelection'],
    },
    'list.reload': { target: '.loading', reenter: true, actions: 'clearSelection' },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => context.query,
        onDone: [
          {
            guard: 'pastLastPage',
            target: 'loading',
            reenter: true,
            actions: ['toLastPage', 'announceQuery'],
          },
          { guard: 'isEmpty', target: 'empty', actions: 'takeRows' },
          { target: 'ready', actions: 'takeRows' },
        ],
        onError: [
          { guard: 'refused', target: 'refused', actions: 'takeError' },
          { target: 'error', actions: 'takeError' },
        ],
      },
    },
    ready: {
      tags: ['rows'],
      on: {
        'list.select': { actions: 'select' },
        // The last row of the page left: the page is read again (the next rows move up into it).
        'list.changed': [
          { guard: 'emptiesPage', target: 'loading', actions: 'applyChanges' },
          { actions: 'applyChanges' },
        ],
      },
    },
    // Nothing to show: nothing matched the search or filters (which `list.clear` takes away), or
    // nothing exists yet.
    empty: {
      on: {
        'list.clear': {
          guard: 'searched',
          target: 'loading',
          actions: ['cancelTypedSearch', 'clearSearch', 'announceQuery'],
        },
      },
    },
    // A fault (the network, a timeout, a 5xx): the same page may load on another try.
    error: {
      on: { 'list.retry': 'loading' },
    },
    // The server refused the page in its words, with no retry. What the address asked for (a filter,
    // a sort, a page an old link carries) is the likely cause: `list.reset` goes back to the list's own
    // view, and every other change of the query asks again.
    refused: {
      on: {
        'list.reset': {
          guard: 'customised',
          target: 'loading',
          actions: ['cancelTypedSearch', 'resetQuery', 'announceQuery'],
        },
      },
    },
  },
});

/**
 * Whether the list's page failed: a `fault` may load on another try (重试), a page the server `refused`
 * cannot. For the screens that draw a list machine's rows themselves (cards, dictionaries).
 */
export function failureOf(s: SnapshotFrom<typeof listMachine>): 'fault' | 'refused' | null {
  return s.matches('error') ? 'fault' : s.matches('refused') ? 'refused' : null;
}
