import '../i18n/kit.ts';
import { useSelector } from '@xstate/react';
import {
  type CSSProperties,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { Selection, SortDescriptor } from 'react-aria-components';
import type { ActorRefFrom } from 'xstate';
import type { ListResult } from '../../contract/envelope.ts';
import type { LiveRowEntity } from '../../contract/live-events.ts';
import { useT } from '../i18n/use-t.ts';
import { currentParams, onHashChange, writeParams } from '../lib/hash.ts';
import { useInspectedActor } from '../lib/use-inspected-actor.ts';
import {
  failureOf,
  isSearched,
  type ListQueryState,
  listMachine,
  paramsFromQuery,
  queryFromParams,
  type RowId,
} from '../machines/list.machine.ts';
import { Button } from './button.tsx';
import { ConfirmAction, type QuietCall } from './confirm-action.tsx';
import { EmptyState } from './empty-state.tsx';
import { useFocusKeeper } from './focus-keeper.ts';
import { pageHeading } from './focus-landing.ts';
import { focusLost } from './focus-lost.ts';
import { ListFailure } from './list-failure.tsx';
import { activeFilters, FiltersToggle, useFiltersOpen } from './list-filters.tsx';
import { listLoader } from './list-loader.ts';
import styles from './list-view.module.css';
import { LiveNote, useLiveRows } from './live-rows.tsx';
import { Pagination } from './pagination.tsx';
import { type RowOpen, rowOpener } from './row-actions.tsx';
import { SearchField } from './search-field.tsx';
import { useStableKeys } from './stable-keys.ts';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './table.tsx';
import { noReasons, type WhyNot } from './why-not.tsx';
import { type Granted, ungrant, WithheldIf } from './withheld.tsx';
import { wrapped } from './wrapped-words.tsx';

export interface ListColumn<T> {
  id: string;
  title: ReactNode;
  /** Sorting by this column sends `sort=<id>` or `sort=-<id>`. */
  sortable?: boolean;
  isRowHeader?: boolean;
  /** Width when the page is virtualized (cells are laid out, not flowed): px or `1fr`. Default `1fr`. */
  width?: number | `${number}fr`;
  /**
   * A text value that may break onto two lines at a space (a date and its time) when the table is
   * short of room, rather than staying on one line; off by default.
   */
  wrap?: boolean;
  /**
   * A long text (a company's name) that breaks between its characters or words onto up to this many
   * lines, then ends in an ellipsis: where the table is short of room it gives way, rather than pushing
   * the last columns under the pinned actions. Never narrower than four characters. Default: one line.
   */
  lines?: number;
  /** The cell; `whyNot` is the row's reasons (see `ListViewProps.whyNot`) for its controls to show. */
  render: (row: T, whyNot: WhyNot) => ReactNode;
  /**
   * What opens the row's record (the actions column's 查看 or 编辑; `rowActionsColumn` declares it from
   * its actions): Enter on the row runs it. A list declares it once, on its actions column; a list
   * whose rows open nothing declares none and Enter stays as it is.
   */
  open?: (row: T) => RowOpen;
}

/** What filter controls get: the list's query, and how to set one filter. */
export interface ListFilterApi {
  query: ListQueryState;
  setFilter: (name: string, value: string) => void;
}

export interface ListViewProps<T> {
  'aria-label': string;
  columns: ListColumn<T>[];
  rowKey: (row: T) => RowId;
  /** Loads one page; a fault shows the error state with retry, a refusal (`retryable: false`) its reason. */
  load: (query: ListQueryState) => Promise<ListResult<T>>;
  /** Filter params this list keeps in the address besides page, pageSize, keyword and sort. */
  filterNames?: readonly string[];
  /** Filter controls; they call `setFilter(name, value)`. */
  filters?: (api: ListFilterApi) => ReactNode;
  /**
   * What narrows the list that is no filter control (the rows of one import, a group's customers): the
   * parameters (`names`, among `filterNames`) and what says them, shown above the rows whether the
   * filters are open or closed, and not counted among the filters. A list narrowed while it was open (an
   * import started from it) would otherwise show 没有符合条件的结果 with the reason behind closed filters.
   */
  narrowedBy?: { names: readonly string[]; render: (api: ListFilterApi) => ReactNode };
  searchable?: boolean;
  /**
   * Bulk delete of the selected rows through a confirm action (docs/spec.md §7: a GET on a URL);
   * `granted` withheld (a right lost on the open screen), its button stays, withheld with the reason.
   */
  bulkDelete?: Granted<{
    url: (ids: RowId[]) => string;
    /** Pass `options` on to the http layer (see ConfirmAction's `run`). */
    run: (url: string, options: QuietCall) => Promise<{ message?: string } | undefined>;
    /** Ask "are you sure?"; by default not when an undo takes the delete back (see ConfirmAction's `ask`). */
    ask?: boolean;
  }>;
  /**
   * Why the server would refuse actions on a row, by action (`{ delete: '...' }`): a row with a
   * `delete` reason cannot be selected for bulk delete (its box is disabled and says why), and every
   * cell gets the reasons to pass to its controls (`ConfirmAction`/`ToggleSwitch` `whyNot`).
   */
  whyNot?: (row: T) => WhyNot;
  toolbar?: ReactNode;
  /**
   * Actions on the selected rows besides delete (on/off sale, publish, move): rendered in the
   * toolbar with the selection, which makes rows selectable. `reload` reloads the list (and clears
   * the selection) when the action changed rows; `grid` is where focus goes when the action's
   * trigger is disabled or gone afterwards.
   */
  bulkActions?: (api: {
    selection: RowId[];
    reload: () => void;
    grid: () => HTMLElement | null;
  }) => ReactNode;
  /** Keep page, sort, keyword and filters in the hash query (on by default). */
  syncAddress?: boolean;
  /** Parameters of the address the list leaves as they are when it writes its own (a workspace's `tab`). */
  keepParams?: readonly string[];
  /** Change it (a counter) to reload, e.g. after an edit elsewhere on the screen. */
  reloadSignal?: unknown;
  /**
   * Rows changed elsewhere (the live stream): each new value replaces those rows in place, or takes
   * them off the page (null); focus and scroll stay where they are.
   */
  rowChanges?: { rows: { id: RowId; row: T | null }[] } | null;
  /**
   * What a list following changes by itself (`rowChanges`) says of them, shown where `live` puts its
   * note (`LiveNote`, under the toolbar).
   */
  liveNote?: string;
  /**
   * The entities (`changes.entity`) this list's rows are: the rows in view follow changes by others in
   * place (read again through `load`), and a quiet note says who did it.
   */
  live?: LiveRowEntity | readonly LiveRowEntity[];
  /** What an empty list says when nothing exists yet (default "no data"). When a search or filter is
   * on, the list says instead that nothing matched, with a button that clears them. */
  empty?: ReactNode;
  /**
   * What Enter on a row (or a click on it while nothing is selected) does, for a list whose opening
   * is not one of its columns' `open` (which it overrides). Space still selects a selectable row.
   */
  onRowAction?: (row: T) => void;
}

/** Pages longer than this are virtualized (the page sizes are 10, 20, 50 and 100). */
const virtualFrom = 50;

/**
 * At or below this width (rem; the `.frame` container query in list-view.module.css says the same) a
 * table does not fit and its rows read as cards.
 */
const cardsBelowRem = 40;

/**
 * Whether the list's box is as narrow as the cards' width: cards are laid out by CSS, but the
 * virtualizer positions table rows at fixed heights, so a narrow long page is not virtualized.
 */
function useNarrow() {
  const [narrow, setNarrow] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((el: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!el) return;
    const measure = () => {
      const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      setNarrow(el.getBoundingClientRect().width <= cardsBelowRem * rem);
    };
    measure();
    if (typeof ResizeObserver === 'function') {
      observer.current = new ResizeObserver(measure);
      observer.current.observe(el);
    }
  }, []);
  return { ref, narrow };
}

// One shared empty list, so the address listener is not re-attached on every render.
const noFilters: readonly string[] = [];

function toSortDescriptor(sort: string): SortDescriptor | undefined {
  if (!sort) return undefined;
  return sort.startsWith('-')
    ? { column: sort.slice(1), direction: 'descending' }
    : { column: sort, direction: 'ascending' };
}

/**
 * The search field over the list machine's `searchText`. Its own component, so a keystroke re-renders
 * the field and not the table (a slow table would stretch the pauses between keystrokes into
 * searches).
 */
function ListSearch({ actor, label }: { actor: ActorRefFrom<typeof listMachine>; label: string }) {
  const searchText = useSelector(actor, (s) => s.context.searchText);
  return (
    <SearchField
      label={label}
      value={searchText}
      onChange={(text) => actor.send({ type: 'list.type', text })}
      onSubmit={(v) => actor.send({ type: 'list.search', keyword: v })}
      onClear={() => actor.send({ type: 'list.search', keyword: '' })}
    />
  );
}

function gridIn(area: HTMLElement | null): HTMLElement | null {
  return area?.querySelector<HTMLElement>('[role="grid"]') ?? null;
}

/** The row actions' column (by its id): pinned to the table's right edge, so a wide table keeps them in view. */
const pinnedColumn = 'actions';

/**
 * A cell of plain text stays on one line ("新客户" never breaks into "新客/户"), or on up to `lines`
 * lines (`ListColumn.lines`); a long one ends in an ellipsis, with the whole value in its hover title
 * and in the text a screen reader reads.
 */
function fitted(content: ReactNode, lines?: number): ReactNode {
  if (typeof content !== 'string' && typeof content !== 'number') return content;
  return (
    <span
      className={lines === undefined ? styles.fit : styles.lines}
      style={lines === undefined ? undefined : ({ '--lines': lines } as CSSProperties)}
      title={String(content)}
    >
      {content}
    </span>
  );
}

/** The grid's body rows (the header row has column headers, not cells). */
function bodyRowsOf(grid: HTMLElement | null): HTMLElement[] {
  if (!grid) return [];
  return Array.from(grid.querySelectorAll<HTMLElement>('[role="row"]')).filter(
    (row) => row.querySelector('[role="gridcell"], [role="rowheader"]') !== null,
  );
}

/**
 * A row a reload removed (deleted, claimed, released) hands focus to the row that took its place, the
 * grid while rows remain, else the page's heading (`useFocusKeeper`, which the slide cards share).
 */
function useRowFocusKeeper(rows: unknown) {
  const keeper = useFocusKeeper(rows, { items: (area) => bodyRowsOf(gridIn(area)), whole: gridIn });
  const { area } = keeper;
  const grid = useCallback(() => gridIn(area()), [area]);
  return { ref: keeper.ref, grid };
}

/**
 * 清除筛选, 回到完整列表 and 重试 leave the page with the state they end, and take focus with them to the
 * page body, where the next Tab starts again at the top. Pressed (`arm`), focus goes to the list's rows
 * once the list has answered, or to the page's heading when no rows came.
 */
function useLandingAfterReload(status: string, grid: () => HTMLElement | null) {
  const armed = useRef(false);
  useLayoutEffect(() => {
    if (!armed.current || status === 'loading') return;
    armed.current = false;
    if (focusLost()) ((status === 'ready' ? grid() : null) ?? pageHeading())?.focus();
  }, [status, grid]);
  return useCallback(() => {
    armed.current = true;
  }, []);
}

/**
 * The pinned actions column's width, as `--pinned-width` on the list's frame: the table keeps that
 * much clear at its scrolling end (`scroll-padding-inline-end`, table.module.css), so a cell focus
 * scrolls into view (focus coming back to a row after a dialog closes) lands beside the pinned
 * column, not under it, where its controls would be covered (axe `target-size`, issue 39).
 */
function usePinnedWidth() {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback((frame: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!frame || typeof ResizeObserver !== 'function') return;
    const measure = () => {
      const pinned = frame.querySelector<HTMLElement>(`thead .${styles.pinned}`);
      frame.style.setProperty('--pinned-width', `${pinned?.offsetWidth ?? 0}px`);
      // The column changes width with its rows too (observing an element twice is one observation).
      if (pinned) observer.current?.observe(pinned);
    };
    observer.current = new ResizeObserver(measure);
    observer.current.observe(frame);
    measure();
  }, []);
}

/** A column's heading as a card's field label (cards show no column headers). */
function cardLabel<T>(c: ListColumn<T>): string | undefined {
  if (c.isRowHeader || c.id === pinnedColumn) return undefined;
  return typeof c.title === 'string' && c.title !== '' ? c.title : undefined;
}

/**
 * A list screen's body over the list machine: the page's actions, search, filters (behind one
 * disclosure that counts the active ones), table (cards when narrow; one Tab stop, arrows inside),
 * pagination, bulk delete.
 */
export function ListView<T extends object>(props: ListViewProps<T>) {
  const {
    columns,
    rowKey,
    load,
    filterNames = noFilters,
    filters,
    searchable = true,
    bulkActions,
    toolbar,
    whyNot,
    keepParams = noFilters,
  } = props;
  const { value: bulkDelete, withheld: bulkWithheld } = ungrant(props.bulkDelete);
  const syncAddress = props.syncAddress ?? true;
  const t = useT();
  const latest = useRef(load);
  latest.current = load;
  const actor = useInspectedActor(
    listMachine.provide({
      actors: { loadPage: listLoader((query) => latest.current(query)) },
    }),
    { input: { query: syncAddress ? queryFromParams(currentParams(), filterNames) : undefined } },
  );
  const query = useSelector(actor, (s) => s.context.query);
  const rows = useSelector(actor, (s) => s.context.rows) as T[];
  const total = useSelector(actor, (s) => s.context.total);
  const totalCapped = useSelector(actor, (s) => s.context.totalCapped);
  const selection = useSelector(actor, (s) => s.context.selection);
  const status = useSelector(actor, (s) =>
    s.matches('loading') ? 'loading' : failureOf(s) ? 'failed' : s.matches('empty') ? 'empty' : 'ready',
  );
  const searched = isSearched(query);

  // The machine announces query changes; the address follows. The address changing by itself (Back,
  // a pasted link) is sent back as `list.sync`, which the machine ignores when nothing differs.
  useEffect(() => {
    if (!syncAddress) return;
    const sub = actor.on('list.queryChanged', (e) => {
      const params = paramsFromQuery(e.query);
      const now = currentParams();
      for (const name of keepParams) {
        const kept = now.get(name);
        if (kept !== null) params.set(name, kept);
      }
      writeParams(params);
    });
    const onHash = () => {
      actor.send({ type: 'list.sync', query: queryFromParams(currentParams(), filterNames) });
    };
    const stop = onHashChange(onHash);
    return () => {
      sub.unsubscribe();
      stop();
    };
  }, [actor, syncAddress, filterNames, keepParams]);

  const firstSignal = useRef(props.reloadSignal);
  useEffect(() => {
    if (props.reloadSignal !== firstSignal.current) actor.send({ type: 'list.reload' });
  }, [actor, props.reloadSignal]);

  const rowChanges = props.rowChanges;
  const latestKey = useRef(rowKey);
  latestKey.current = rowKey;
  useEffect(() => {
    if (!rowChanges) return;
    actor.send({
      type: 'list.changed',
      rows: rowChanges.rows,
      keyOf: (row) => latestKey.current(row as T),
    });
  }, [actor, rowChanges]);

  const liveNote = useLiveRows({
    actor,
    entities: props.live === undefined ? [] : typeof props.live === 'string' ? [props.live] : props.live,
    load: (q) => latest.current(q),
    rowKey,
    rowName: (row) => {
      const header = columns.find((c) => c.isRowHeader) ?? columns[0];
      const text = header?.render(row, noReasons);
      if (typeof text === 'string' || typeof text === 'number') return String(text);
      // A header drawn with more than text (a thumbnail): the row's own title or name.
      const named = Reflect.get(row, 'title') ?? Reflect.get(row, 'name');
      return typeof named === 'string' && named !== '' ? named : `#${rowKey(row)}`;
    },
  });

  const items = rows.map((r) => ({ row: r, id: rowKey(r), whyNot: whyNot?.(r) ?? noReasons }));
  const locked = bulkDelete ? items.filter((i) => i.whyNot.delete !== undefined).map((i) => i.id) : [];
  const keeper = useRowFocusKeeper(rows);
  const landAfterReload = useLandingAfterReload(status, keeper.grid);
  const pinnedWidth = usePinnedWidth();
  const keeperRef = keeper.ref;
  const frameRef = useCallback(
    (el: HTMLDivElement | null) => {
      pinnedWidth(el);
      const done = keeperRef(el);
      return () => {
        done?.();
        pinnedWidth(null);
      };
    },
    [keeperRef, pinnedWidth],
  );
  const selectedKeys = useStableKeys(selection);
  const narrowing = props.narrowedBy?.names ?? noFilters;
  const filtersSet = activeFilters(
    Object.fromEntries(Object.entries(query.filters).filter(([name]) => !narrowing.includes(name))),
  );
  const [filtersOpen, setFiltersOpen] = useFiltersOpen(props['aria-label'], filtersSet > 0);
  const filtersId = useId();
  const box = useNarrow();

  const virtualized = rows.length > virtualFrom && !box.narrow;
  const rowAction = props.onRowAction ?? rowOpener(columns, rows);

  const filterApi: ListFilterApi = {
    query,
    setFilter: (name, value) => actor.send({ type: 'list.filter', name, value }),
  };

  const onSelectionChange = (keys: Selection) => {
    const ids =
      keys === 'all'
        ? items.filter((i) => !locked.includes(i.id)).map((i) => i.id)
        : Array.from(keys, (k) => (typeof k === 'number' ? k : String(k)));
    actor.send({ type: 'list.select', ids });
  };

  return (
    <div className={styles.list} ref={box.ref}>
      {/* The page's own actions come first, so the way from the search field to the rows is short:
          search, the filters' one control, then the grid (issue 39: at most 4 Tabs). */}
      {toolbar ? <div className={styles.actions}>{toolbar}</div> : null}
      <div className={styles.toolbar}>
        {searchable ? <ListSearch actor={actor} label={t('kit.search')} /> : null}
        {filters ? (
          <FiltersToggle
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
            count={filtersSet}
            controls={filtersId}
          />
        ) : null}
        <span className={styles.grow} />
        {bulkActions?.({ selection, reload: () => actor.send({ type: 'list.reload' }), grid: keeper.grid })}
        {bulkDelete ? (
          <WithheldIf withheld={bulkWithheld}>
            <ConfirmAction
              url={selection.length ? bulkDelete.url(selection) : ''}
              run={bulkDelete.run}
              text={t('kit.deleteSelectedConfirm', { count: selection.length })}
              isDisabled={selection.length === 0}
              onDone={() => actor.send({ type: 'list.reload' })}
              ask={bulkDelete.ask}
              // The button is disabled once its rows are gone: focus goes where the result shows.
              returnFocus={keeper.grid}
            >
              {t('kit.deleteSelected', { count: selection.length })}
            </ConfirmAction>
          </WithheldIf>
        ) : null}
      </div>
      {props.narrowedBy?.render(filterApi)}
      {filters ? (
        // Hidden, not removed: a closed filter keeps what it holds (its loaded choices).
        <div id={filtersId} className={styles.filters} hidden={!filtersOpen}>
          {filters(filterApi)}
        </div>
      ) : null}
      {props.liveNote === undefined ? liveNote : <LiveNote>{props.liveNote}</LiveNote>}
      {status === 'failed' ? (
        <ListFailure actor={actor} onPress={landAfterReload} />
      ) : status === 'empty' ? (
        searched ? (
          <EmptyState
            title={t('kit.noMatch')}
            description={t('kit.noMatchHint')}
            action={
              <Button
                onPress={() => {
                  landAfterReload();
                  actor.send({ type: 'list.clear' });
                }}
              >
                {t('kit.clearFilters')}
              </Button>
            }
          />
        ) : (
          (props.empty ?? <EmptyState />)
        )
      ) : status === 'loading' && rows.length === 0 ? (
        // The first page is on its way: placeholder rows, and no count until there is one.
        <div className={styles.skeleton} aria-hidden="true" data-testid="list-skeleton">
          {[0, 1, 2, 3, 4].map((i) => (
            <span key={i} />
          ))}
        </div>
      ) : (
        <div
          ref={frameRef}
          className={[styles.frame, status === 'loading' ? styles.loading : ''].filter(Boolean).join(' ')}
          aria-busy={status === 'loading'}
        >
          <Table
            aria-label={props['aria-label']}
            // A long page (a 100-row page) renders only the rows in view; cards are never virtualized.
            virtualized={virtualized}
            className={virtualized ? undefined : styles.cards}
            selectionMode={bulkDelete || bulkActions ? 'multiple' : 'none'}
            selectedKeys={selectedKeys}
            onSelectionChange={onSelectionChange}
            // Locked rows stay in the grid's keyboard path; only their selection is off.
            disabledKeys={locked}
            disabledBehavior="selection"
            onRowAction={
              rowAction
                ? (key) => {
                    const item = items.find((i) => i.id === key);
                    if (item) rowAction(item.row);
                  }
                : undefined
            }
            sortDescriptor={toSortDescriptor(query.sort)}
            onSortChange={(d) =>
              actor.send({
                type: 'list.sort',
                sort: d.direction === 'descending' ? `-${String(d.column)}` : String(d.column),
              })
            }
          >
            <TableHeader columns={columns}>
              {(c) => (
                <Column
                  id={c.id}
                  isRowHeader={c.isRowHeader}
                  allowsSorting={c.sortable}
                  defaultWidth={c.width}
                  className={c.id === pinnedColumn ? styles.pinned : undefined}
                >
                  {c.title}
                </Column>
              )}
            </TableHeader>
            <TableBody items={items}>
              {(item) => (
                <Row
                  id={item.id}
                  columns={columns}
                  selectionWhyNot={bulkDelete ? item.whyNot.delete : undefined}
                >
                  {(c) => (
                    <Cell
                      className={c.id === pinnedColumn ? styles.pinned : undefined}
                      data-label={cardLabel(c)}
                    >
                      {/* Laid out only as a card's value (next to its label); in a table it is no box. */}
                      <span className={styles.value}>
                        {c.wrap
                          ? wrapped(c.render(item.row, item.whyNot))
                          : fitted(c.render(item.row, item.whyNot), c.lines)}
                      </span>
                    </Cell>
                  )}
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
      )}
      {status === 'ready' || (status === 'loading' && rows.length > 0) ? (
        <Pagination
          page={query.page}
          pageSize={query.pageSize}
          total={total}
          totalCapped={totalCapped}
          onPageChange={(page) => actor.send({ type: 'list.page', page })}
          onPageSizeChange={(pageSize) => actor.send({ type: 'list.pageSize', pageSize })}
        />
      ) : null}
      {/* Polite: the loading note, then how many a search or filter found (the pager shows the total). */}
      <p className={`visually-hidden ${styles.status}`} role="status">
        {status === 'loading'
          ? t('kit.loading')
          : searched && (status === 'ready' || status === 'empty')
            ? t('kit.found', { count: total })
            : ''}
      </p>
    </div>
  );
}
