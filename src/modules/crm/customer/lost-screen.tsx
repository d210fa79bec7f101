import '../customer.strings.ts';
import { useState } from 'react';
import { type CustomerItem, customerRule } from '../../../../contract/customer.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { ListQueryState } from '../../../machines/list.machine.ts';
import { PageHeading } from '../../../shell/page-heading.tsx';
import { useGrant, useMayCall } from '../../../shell/use-may-call.ts';
import { ConfirmAction } from '../../../ui/confirm-action.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import layout from '../../../ui/layout.module.css';
import { type ListColumn, ListView } from '../../../ui/list-view.tsx';
import { Allowed } from '../../../ui/withheld.tsx';
import { listLost, restoreCustomer } from '../customer.ts';
import { useCustomerLiveRows } from './customer-live.tsx';
import {
  bodyOf,
  CustomerFilters,
  formatTime,
  listFilterNames,
  ownerFilterChoices,
  useOwners,
  useSources,
  useTagGroups,
} from './customer-shared.tsx';

const lostFilterNames = listFilterNames.filter((n) => n !== 'stage' && n !== 'importId' && n !== 'due');
const load = (q: ListQueryState) => listLost({ ...bodyOf(q), stage: undefined, due: undefined });
/** A row stays on this list while it is lost. */
const isLost = (c: CustomerItem) => c.stage === 'lost';

// ConfirmAction calls a URL; restore is a POST, so the "URL" carries the id to this runner.
const restoreUrl = (id: number) => `restore:${id}`;
// Its answer goes on to ConfirmAction, whose toast offers 撤销 with the answer's undo handle, and says
// who came back (已恢复 李静) as the other customer actions' toasts do, not the server's 保存成功.
const runRestore = (done: string) => (url: string, options: { notifyErrors: false }) =>
  restoreCustomer(Number(url.slice('restore:'.length)), options).then((r) => ({ ...r, message: done }));

/** /crm/customer/lost: lost customers with why and when, and restore (back to following). */
export default function LostScreen() {
  const t = useT();
  const live = useCustomerLiveRows(isLost);
  const grant = useGrant();
  const mayCall = useMayCall();
  const mayRestore = grant(customerRule.restore);
  const [reload, setReload] = useState(0);
  const owners = useOwners(true);
  const sources = useSources();
  const tagGroups = useTagGroups();
  const dash = t('cust.dash');

  const columns: ListColumn<CustomerItem>[] = [
    { id: 'name', title: t('cust.name'), isRowHeader: true, sortable: true, render: (c) => c.name },
    { id: 'mobile', title: t('cust.mobile'), render: (c) => c.mobile || dash },
    { id: 'owner', title: t('cust.owner'), render: (c) => c.owner?.name ?? t('cust.pool') },
    { id: 'lostReason', title: t('cust.lostReason'), render: (c) => c.lostReason || dash },
    { id: 'lostAt', title: t('cust.lostAt'), render: (c) => formatTime(c.lostAt, dash) },
    {
      id: 'actions',
      title: t('cust.actions'),
      width: 120,
      render: (c) => (
        <Allowed by={mayRestore}>
          <ConfirmAction
            size="small"
            variant="secondary"
            url={restoreUrl(c.id)}
            run={runRestore(t('cust.doneRestore', { name: c.name }))}
            text={t('cust.restoreOne', { name: c.name })}
            // Its undo puts the customer back on this list: no "are you sure?" (a restore is no delete,
            // so the address alone does not tell ConfirmAction).
            ask={false}
            onDone={() => setReload((n) => n + 1)}
          >
            {t('cust.restore')} <span className="visually-hidden">{c.name}</span>
          </ConfirmAction>
        </Allowed>
      ),
    },
  ];

  return (
    <div className={layout.page}>
      <PageHeading className={layout.title}>{t('cust.lostTitle')}</PageHeading>
      <ListView<CustomerItem>
        aria-label={t('cust.lostTitle')}
        columns={columns}
        rowKey={(c) => c.id}
        load={load}
        filterNames={lostFilterNames}
        reloadSignal={reload}
        rowChanges={live.rowChanges}
        liveNote={live.note}
        filters={({ query, setFilter }) => (
          <CustomerFilters
            query={query}
            setFilter={setFilter}
            sources={sources}
            groups={tagGroups}
            owners={ownerFilterChoices(owners, mayCall(customerRule.all))}
            stages={false}
          />
        )}
        empty={<EmptyState title={t('cust.lostEmpty')} />}
      />
    </div>
  );
}
