import '../../../i18n/kit.ts';
import '../customer.strings.ts';
import { useState } from 'react';
import { type CustomerItem, customerRule } from '../../../../contract/customer.ts';
import { useT } from '../../../i18n/use-t.ts';
import type { ListQueryState } from '../../../machines/list.machine.ts';
import { PageHeading } from '../../../shell/page-heading.tsx';
import { useGrant } from '../../../shell/use-may-call.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import layout from '../../../ui/layout.module.css';
import { type ListColumn, ListView } from '../../../ui/list-view.tsx';
import { Allowed } from '../../../ui/withheld.tsx';
import { claimCustomers, listPool } from '../customer.ts';
import { defaultColumnsAt } from './customer-columns.tsx';
import { useCustomerLiveRows } from './customer-live.tsx';
import {
  bodyOf,
  CustomerFilters,
  formatTime,
  ImportFilterBanner,
  listFilterNames,
  stageKey,
  useBulkOutcome,
  useSources,
  useTagGroups,
} from './customer-shared.tsx';

const poolFilterNames = listFilterNames.filter((n) => n !== 'ownerId');
const load = (q: ListQueryState) => listPool({ ...bodyOf(q), ownerId: undefined });
/** A pool row stays while it has no owner and is not lost. */
const inPool = (c: CustomerItem) => c.owner === null && c.stage !== 'lost';

/**
 * /crm/customer/pool: customers without an owner; a claim beyond the member's limit comes back as a
 * refused row with the server's reason (which names the number).
 */
export default function PoolScreen() {
  const t = useT();
  const grant = useGrant();
  const mayClaim = grant(customerRule.claim);
  const [reload, setReload] = useState(0);
  const sources = useSources();
  const tagGroups = useTagGroups();
  const outcome = useBulkOutcome();
  const live = useCustomerLiveRows(inPool);
  const dash = t('cust.dash');
  const claim = (ids: number[], after: () => void, name?: string) =>
    claimCustomers(ids).then(
      (r) => {
        outcome.report(r, 'claim', name, after);
        after();
      },
      () => undefined,
    );

  const columns: ListColumn<CustomerItem>[] = [
    { id: 'name', title: t('cust.name'), isRowHeader: true, sortable: true, render: (c) => c.name },
    { id: 'mobile', title: t('cust.mobile'), render: (c) => c.mobile || dash },
    ...defaultColumnsAt('work', t, dash),
    { id: 'stage', title: t('cust.stage'), render: (c) => t(stageKey[c.stage]) },
    { id: 'level', title: t('cust.level'), render: (c) => c.level ?? dash },
    {
      id: 'tags',
      title: t('cust.tags'),
      render: (c) => c.tags.map((x) => x.title).join(t('kit.listJoin')) || dash,
    },
    ...defaultColumnsAt('contact', t, dash),
    {
      id: 'lastFollowAt',
      title: t('cust.lastFollowAt'),
      sortable: true,
      render: (c) => formatTime(c.lastFollowAt, dash),
    },
    ...defaultColumnsAt('note', t, dash),
    {
      id: 'actions',
      title: t('cust.actions'),
      width: 120,
      render: (c) => (
        <Allowed by={mayClaim}>
          <Button
            size="small"
            variant="quiet"
            aria-label={t('cust.claimLabel', { name: c.name })}
            onPress={() => claim([c.id], () => setReload((n) => n + 1), c.name)}
          >
            {t('cust.claim')}
          </Button>
        </Allowed>
      ),
    },
  ];

  return (
    <div className={layout.page}>
      <PageHeading className={layout.title}>{t('cust.poolTitle')}</PageHeading>
      <ListView<CustomerItem>
        aria-label={t('cust.poolTitle')}
        columns={columns}
        rowKey={(c) => c.id}
        load={load}
        filterNames={poolFilterNames}
        reloadSignal={reload}
        rowChanges={live.rowChanges}
        liveNote={live.note}
        narrowedBy={{
          names: ['importId'],
          render: ({ query, setFilter }) =>
            query.filters.importId ? (
              <ImportFilterBanner
                importId={query.filters.importId}
                onClear={() => setFilter('importId', '')}
              />
            ) : null,
        }}
        filters={({ query, setFilter }) => (
          <>
            <CustomerFilters
              query={query}
              setFilter={setFilter}
              sources={sources}
              groups={tagGroups}
              owners={[]}
            />
          </>
        )}
        bulkActions={
          mayClaim
            ? ({ selection, reload: reloadList }) => (
                <Allowed by={mayClaim}>
                  <Button
                    isDisabled={selection.length === 0}
                    onPress={() => claim(selection.map(Number), reloadList)}
                  >
                    {t('cust.claimSelected')}
                  </Button>
                </Allowed>
              )
            : undefined
        }
        empty={<EmptyState title={t('cust.poolEmpty')} />}
      />
      {outcome.dialog}
    </div>
  );
}
