import '../customer.strings.ts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  type CustomerColumn,
  type CustomerDetail,
  type CustomerItem,
  customerColumns,
  customerRule,
  defaultCustomerColumns,
} from '../../../../contract/customer.ts';
import { type MessageKey, t } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/use-t.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { currentParams, onHashChange, writeParams } from '../../../lib/hash.ts';
import type { ListQueryState } from '../../../machines/list.machine.ts';
import type { CallOptions } from '../../../services/http.ts';
import { PageHeading } from '../../../shell/page-heading.tsx';
import { useGrant, useMayCall } from '../../../shell/use-may-call.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Drawer } from '../../../ui/drawer.tsx';
import { EditDialog } from '../../../ui/edit-dialog.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import layout from '../../../ui/layout.module.css';
import { type ListColumn, ListView } from '../../../ui/list-view.tsx';
import { Menu, MenuItem, MenuTrigger } from '../../../ui/menu.tsx';
import { rowActionsColumn } from '../../../ui/row-actions.tsx';
import { useToast } from '../../../ui/toast-provider.tsx';
import { useResource } from '../../../ui/use-resource.ts';
import { Allowed, granted } from '../../../ui/withheld.tsx';
import {
  assignCustomers,
  customerDeleteUrl,
  deleteCustomers,
  exportCustomers,
  listCustomers,
  customerColumns as loadColumns,
  releaseCustomers,
  tagCustomers,
  updateCustomerColumns,
} from '../customer.ts';
import styles from './customer.module.css';
import {
  CustomerNameCell,
  columnLabelKey,
  type DeclaredColumn,
  declaredColumnOf,
  isDeclaredColumn,
} from './customer-columns.tsx';
import { AssignDialog, ReasonDialog, TagDialog } from './customer-dialogs.tsx';
import { CustomerPanel } from './customer-drawer.tsx';
import { CustomerForm } from './customer-form.tsx';
import { useCustomerLiveRows } from './customer-live.tsx';
import {
  bodyOf,
  CustomerFilters,
  formatTime,
  GroupFilterBanner,
  ImportFilterBanner,
  listFilterNames,
  NextFollowTime,
  ownerFilterChoices,
  stageKey,
  useBulkOutcome,
  useOwners,
  useSources,
  useTagGroups,
} from './customer-shared.tsx';

/** The written-out columns; the declared fields' are the declaration's (customer-columns.tsx). */
type WrittenColumn = Exclude<CustomerColumn, DeclaredColumn>;
const columnKey: Record<WrittenColumn, MessageKey> = {
  mobile: 'cust.col.mobile',
  stage: 'cust.col.stage',
  level: 'cust.col.level',
  source: 'cust.col.source',
  tags: 'cust.col.tags',
  owner: 'cust.col.owner',
  region: 'cust.col.region',
  lastFollowAt: 'cust.col.lastFollowAt',
  nextFollowAt: 'cust.col.nextFollowAt',
  createdAt: 'cust.col.createdAt',
};
const sortable = new Set<string>(['lastFollowAt', 'nextFollowAt', 'createdAt']);
const timeColumns = new Set<string>(['lastFollowAt', 'nextFollowAt']);

const load = (q: ListQueryState) => listCustomers(bodyOf(q));
/**
 * Delete, one row or the selected ones: the toast says how many customers went (已删除 3 位客户) and
 * offers 撤销 with the answer's handle (ConfirmAction).
 */
const runDelete = (url: string, options: CallOptions) =>
  deleteCustomers(url, options).then((r) => ({
    ...r,
    message: t('cust.deletedCount', { count: r.data.deleted }),
  }));
/** A row stays on this list while it is owned and not lost. */
const onList = (c: CustomerItem) => c.owner !== null && c.stage !== 'lost';
// The import's code (papaparse, its machine) loads when the dialog first opens.
const ImportDialog = lazy(() => import('./import-dialog.tsx'));

type Editing = { mode: 'add' } | { mode: 'edit'; customer: Pick<CustomerDetail, 'id' | 'name'> } | null;
type Bulk = { kind: 'assign' | 'release' | 'tag'; ids: number[]; reload: () => void } | null;
type Grid = () => HTMLElement | null;

/** The member's chosen columns, kept on the server; the default set until they answer. */
function useColumns(allowed: boolean) {
  const saved = useResource(allowed ? 'columns' : null, () => loadColumns({ notifyErrors: false }));
  const [chosen, setChosen] = useState<readonly CustomerColumn[] | null>(null);
  const savedColumns = saved.data?.columns;
  const columns = chosen ?? (savedColumns?.length ? savedColumns : defaultCustomerColumns);
  return [columns, setChosen] as const;
}

/** /crm/customer/list: the member's customers (everyone's with "all customers"). */
export default function CustomerListScreen() {
  const t = useT();
  const live = useCustomerLiveRows(onList);
  const toast = useToast();
  const grant = useGrant();
  const mayCall = useMayCall();
  const may = {
    add: grant(customerRule.add),
    edit: grant(customerRule.detail, customerRule.update),
    detail: grant(customerRule.detail),
    del: grant(customerRule.del),
    assign: grant(customerRule.assign),
    release: grant(customerRule.release),
    tag: grant(customerRule.tag),
    export: grant(customerRule.export),
    columns: grant(customerRule.columnDetail),
    saveColumns: grant(customerRule.columnUpdate),
    import: grant(customerRule.import),
  };
  const [reload, setReload] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  // The customer whose drawer is open, titled with their name (the list row's, before the details load).
  const [open, setOpen] = useState<{ id: number; name: string } | null>(null);
  const [bulk, setBulk] = useState<Bulk>(null);
  // The list's table, where focus goes after a bulk dialog when its button is disabled (the reload
  // cleared the selection); kept past the dialog, which is gone by then.
  const bulkGrid = useRef<Grid>(() => null);
  const returnFocus = () => bulkGrid.current();
  // Names of the rows shown, so an action on one selected customer names them in its toast.
  const shownNames = useRef(new Map<number, string>());
  const nameOf = (ids: number[]): string | undefined =>
    ids.length === 1 ? shownNames.current.get(ids[0] ?? 0) : undefined;
  // The import dialog: a new import, or the report of one (`?importId=`, where its message links).
  const [importing, setImporting] = useState<{ importId: number | null } | null>(null);
  // The import whose report the address names: arriving from an import's message opens it once, and
  // so does the message chosen while this list is already open (only the address changes then).
  const importSeen = useRef<number | null>(null);
  useEffect(() => {
    const follow = () => {
      const id = Number(currentParams().get('importId')) || null;
      if (id !== null && id !== importSeen.current) setImporting({ importId: id });
      importSeen.current = id;
    };
    follow();
    return onHashChange(follow);
  }, []);
  const [query, setQuery] = useState<ListQueryState | null>(null);
  const [shown, setShown] = useColumns(may.columns === true);
  const owners = useOwners(true);
  const sources = useSources();
  const tagGroups = useTagGroups();
  const outcome = useBulkOutcome();
  const changed = () => setReload((n) => n + 1);
  const dash = t('cust.dash');
  const ownerChoices = ownerFilterChoices(owners, mayCall(customerRule.all));

  const cells: Record<WrittenColumn, (c: CustomerItem) => React.ReactNode> = {
    mobile: (c) => c.mobile || dash,
    stage: (c) => t(stageKey[c.stage]),
    level: (c) => c.level ?? dash,
    source: (c) => c.sourceTitle || dash,
    tags: (c) =>
      c.tags.length === 0
        ? dash
        : c.tags.map((x) => (
            <span key={x.id} className={styles.tag}>
              {x.title}
            </span>
          )),
    owner: (c) => c.owner?.name ?? t('cust.pool'),
    region: (c) => c.region || dash,
    lastFollowAt: (c) => formatTime(c.lastFollowAt, dash),
    nextFollowAt: (c) => <NextFollowTime iso={c.nextFollowAt} dash={dash} />,
    createdAt: (c) => formatDateTime(c.createdAt),
  };
  const columns: ListColumn<CustomerItem>[] = [
    {
      id: 'name',
      title: t('cust.name'),
      isRowHeader: true,
      sortable: true,
      render: (c) => <CustomerNameCell customer={c} />,
    },
    ...customerColumns
      .filter((k) => shown.includes(k))
      .map(
        (k): ListColumn<CustomerItem> =>
          isDeclaredColumn(k)
            ? declaredColumnOf(k, t, dash)
            : {
                id: k,
                title: t(columnKey[k]),
                sortable: sortable.has(k),
                // A time breaks between its date and its time, so at 1280 px the row fits beside the
                // pinned actions (issue 39: 操作 covered 下次跟进).
                wrap: timeColumns.has(k),
                render: cells[k],
              },
      ),
    rowActionsColumn<CustomerItem>(
      t('cust.actions'),
      (c) => ({
        name: c.name,
        view: granted(may.detail, {
          text: t('cust.open'),
          label: t('cust.openLabel', { name: c.name }),
          onPress: () => setOpen({ id: c.id, name: c.name }),
        }),
        editLabel: t('cust.editTitleOf', { name: c.name }),
        onEdit: granted(may.edit, () => setEditing({ mode: 'edit', customer: c })),
        deleteUrl: granted(may.del, customerDeleteUrl([c.id])),
        runDelete,
        deleteText: t('cust.deleteOne', { name: c.name }),
        onDeleted: changed,
      }),
      { width: 200 },
    ),
  ];

  const runExport = (ids?: number[]) => {
    const body = query ? bodyOf(query) : {};
    const { page: _p, pageSize: _s, ...filters } = body;
    exportCustomers(ids ? { scope: 'list', ids } : { ...filters, scope: 'list' }).then(
      () => toast.show(t('cust.exported'), { tone: 'success' }),
      // The http layer has already said why.
      () => undefined,
    );
  };

  const chooser = (
    <MenuTrigger>
      <Button>{t('cust.columns')}</Button>
      <Menu
        aria-label={t('cust.columns')}
        selectionMode="multiple"
        selectedKeys={new Set(shown)}
        onSelectionChange={(keys) => {
          const next = customerColumns.filter((k) => keys === 'all' || keys.has(k));
          setShown(next);
          if (may.saveColumns === true)
            void updateCustomerColumns({ columns: [...next] }).catch(() => undefined);
        }}
      >
        {customerColumns.map((k) => (
          <MenuItem key={k} id={k}>
            {t(isDeclaredColumn(k) ? columnLabelKey(k) : columnKey[k])}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );

  return (
    <div className={layout.page}>
      <PageHeading className={layout.title}>{t('cust.listTitle')}</PageHeading>
      <ListView<CustomerItem>
        aria-label={t('cust.tableLabel')}
        columns={columns}
        rowKey={(c) => c.id}
        load={(q) => {
          setQuery(q);
          return load(q).then((page) => {
            for (const c of page.list) shownNames.current.set(c.id, c.name);
            return page;
          });
        }}
        filterNames={listFilterNames}
        reloadSignal={reload}
        // Enter on a row opens the customer, as its 查看 does (not while the right is withheld).
        rowChanges={live.rowChanges}
        liveNote={live.note}
        narrowedBy={{
          names: ['importId', 'groupId'],
          render: ({ query: q, setFilter }) => (
            <>
              {q.filters.importId ? (
                <ImportFilterBanner
                  importId={q.filters.importId}
                  onOpen={() => setImporting({ importId: Number(q.filters.importId) })}
                  onClear={() => setFilter('importId', '')}
                />
              ) : null}
              {q.filters.groupId ? (
                <GroupFilterBanner groupId={q.filters.groupId} onClear={() => setFilter('groupId', '')} />
              ) : null}
            </>
          ),
        }}
        filters={({ query: q, setFilter }) => (
          <>
            <CustomerFilters
              query={q}
              setFilter={setFilter}
              sources={sources}
              groups={tagGroups}
              owners={ownerChoices}
            />
          </>
        )}
        toolbar={
          <>
            <Allowed by={may.add}>
              <Button variant="primary" onPress={() => setEditing({ mode: 'add' })}>
                {t('cust.add')}
              </Button>
            </Allowed>
            <Allowed by={may.import}>
              <Button onPress={() => setImporting({ importId: null })}>{t('cust.import')}</Button>
            </Allowed>
            <Allowed by={may.export}>
              <Button onPress={() => runExport()}>{t('cust.export')}</Button>
            </Allowed>
            {chooser}
          </>
        }
        bulkActions={({ selection, reload: reloadList, grid }) => {
          const ids = selection.map(Number);
          const openBulk = (kind: NonNullable<Bulk>['kind']) => {
            bulkGrid.current = grid;
            setBulk({ kind, ids, reload: reloadList });
          };
          return (
            <>
              <Allowed by={may.assign}>
                <Button isDisabled={ids.length === 0} onPress={() => openBulk('assign')}>
                  {t('cust.assign')}
                </Button>
              </Allowed>
              <Allowed by={may.release}>
                <Button isDisabled={ids.length === 0} onPress={() => openBulk('release')}>
                  {t('cust.release')}
                </Button>
              </Allowed>
              <Allowed by={may.tag}>
                <Button isDisabled={ids.length === 0} onPress={() => openBulk('tag')}>
                  {t('cust.tag')}
                </Button>
              </Allowed>
              <Allowed by={may.export}>
                <Button isDisabled={ids.length === 0} onPress={() => runExport(ids)}>
                  {t('cust.exportSelected')}
                </Button>
              </Allowed>
            </>
          );
        }}
        bulkDelete={granted(may.del, { url: customerDeleteUrl, run: runDelete })}
        empty={<EmptyState title={t('cust.empty')} description={t('cust.emptyHint')} />}
      />
      <AssignDialog
        isOpen={bulk?.kind === 'assign'}
        returnFocus={returnFocus}
        onClose={() => setBulk(null)}
        count={bulk?.ids.length ?? 0}
        owners={owners}
        run={(ownerId) =>
          assignCustomers(bulk?.ids ?? [], ownerId, { notifyErrors: false }).then((r) => {
            const again = bulk?.reload;
            outcome.report(r, 'assign', nameOf(bulk?.ids ?? []), again);
            again?.();
          })
        }
      />
      <ReasonDialog
        isOpen={bulk?.kind === 'release'}
        returnFocus={returnFocus}
        onClose={() => setBulk(null)}
        title={(() => {
          const one = nameOf(bulk?.ids ?? []);
          return one === undefined
            ? t('cust.releaseTitle', { count: bulk?.ids.length ?? 0 })
            : t('cust.releaseOne', { name: one });
        })()}
        confirmLabel={t('cust.release')}
        required={false}
        run={(reason) =>
          releaseCustomers(bulk?.ids ?? [], reason, { notifyErrors: false }).then((r) => {
            const again = bulk?.reload;
            outcome.report(r, 'release', nameOf(bulk?.ids ?? []), again);
            again?.();
          })
        }
      />
      <TagDialog
        isOpen={bulk?.kind === 'tag'}
        returnFocus={returnFocus}
        onClose={() => setBulk(null)}
        count={bulk?.ids.length ?? 0}
        groups={tagGroups}
        run={(tagIds, mode) =>
          tagCustomers({ ids: bulk?.ids ?? [], tagIds, mode }, { notifyErrors: false }).then((r) => {
            const again = bulk?.reload;
            outcome.report(r, 'tag', undefined, again);
            again?.();
          })
        }
      />
      {outcome.dialog}
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        drawer="wide"
        title={(e) =>
          e.mode === 'add' ? t('cust.addTitle') : t('cust.editTitleOf', { name: e.customer.name })
        }
      >
        {(e) => (
          <CustomerForm
            id={e.mode === 'edit' ? e.customer.id : undefined}
            sources={sources}
            tagGroups={tagGroups}
            onSaved={() => {
              setEditing(null);
              changed();
            }}
          />
        )}
      </EditDialog>
      <Drawer
        size="wide"
        isOpen={open !== null && editing === null}
        onOpenChange={(o) => !o && setOpen(null)}
      >
        {open !== null ? (
          <Dialog title={open.name}>
            <CustomerPanel
              id={open.id}
              onChanged={changed}
              onEdit={(c) => setEditing({ mode: 'edit', customer: c })}
              onGone={() => setOpen(null)}
            />
          </Dialog>
        ) : null}
      </Drawer>
      {importing ? (
        <Suspense fallback={null}>
          <ImportDialog
            isOpen
            onOpenChange={(o) => !o && setImporting(null)}
            importId={importing.importId}
            onStarted={(jobId) => {
              // The job's id goes in the address: a reload comes back to its progress and report.
              const params = currentParams();
              importSeen.current = jobId;
              params.set('importId', String(jobId));
              writeParams(params);
            }}
            onImported={changed}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
