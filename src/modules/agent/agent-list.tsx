import './agent.strings.ts';
import { useState } from 'react';
import { emptyAddress } from '../../../contract/address.ts';
import {
  type AgentGroupItem,
  type AgentItem,
  agentGroupRule,
  agentSortKeys,
  agentStatuses,
  agentUserRule,
} from '../../../contract/agent.ts';
import { agentFields } from '../../../contract/agent-fields.ts';
import { listedFields } from '../../../contract/entity-fields.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { pageBody, sortOf } from '../../lib/list-sort.ts';
import type { ListQueryState } from '../../machines/list.machine.ts';
import { areaSource } from '../../services/kit-sources.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { useGrant } from '../../shell/use-may-call.ts';
import { AddressPicker } from '../../ui/address-picker.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import layout from '../../ui/layout.module.css';
import { type ListColumn, ListView } from '../../ui/list-view.tsx';
import { NameCell } from '../../ui/name-cell.tsx';
import { RowActions } from '../../ui/row-actions.tsx';
import { Select, SelectItem } from '../../ui/select.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs.tsx';
import { useResource } from '../../ui/use-resource.ts';
import { Allowed, granted } from '../../ui/withheld.tsx';
import styles from './agent.module.css';
import { agentDeleteUrl, deleteAgents, listAgentGroups, listAgents } from './agent.ts';
import { AgentForm } from './agent-form.tsx';
import { AgentGroups } from './agent-groups.tsx';
import { StatusBadge, statusKey } from './agent-status.tsx';

// Stable across renders: the list view re-subscribes to the address when this changes.
const filterNames = ['status', 'groupId', 'region'] as const;
/** The declared fields shown under an agent's name (contract/agent-fields.ts). */
const underName = listedFields(agentFields, 'underName');
const anyKey = 'any';

const sortKey = sortOf(agentSortKeys);
const statusOf = (v: string | undefined) => agentStatuses.find((s) => s === v);
const idOf = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

function load(q: ListQueryState) {
  return listAgents({
    ...pageBody(q, sortKey),
    status: statusOf(q.filters.status),
    groupId: idOf(q.filters.groupId),
    region: idOf(q.filters.region),
  });
}

type Editing = { mode: 'add' } | { mode: 'edit'; agent: AgentItem } | null;

/** The brand's groups for the filter and the form; reloaded after a change to them or to agents. */
function useGroups(signal: number, allowed: boolean): AgentGroupItem[] {
  const groups = useResource(
    allowed ? ['groups', signal] : null,
    () => listAgentGroups({ page: 1, pageSize: 100 }, { notifyErrors: false }).then((r) => r.list),
    { keep: true },
  );
  // Unread, the filter and the form offer "no group" only; the groups tab says what failed.
  return groups.data ?? [];
}

/** /agent/user/list: the agents with their filters, the add/edit drawer, and the groups as a tab. */
export default function AgentListScreen() {
  const t = useT();
  const grant = useGrant();
  const may = {
    add: grant(agentUserRule.add),
    edit: grant(agentUserRule.detail, agentUserRule.update),
    del: grant(agentUserRule.delete),
    groups: grant(agentGroupRule.list),
  };
  const [reload, setReload] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const groups = useGroups(reload, may.groups === true);
  const changed = () => setReload((n) => n + 1);
  const done = () => {
    setEditing(null);
    changed();
  };
  const dash = t('agent.dash');

  const columns: ListColumn<AgentItem>[] = [
    {
      id: 'name',
      title: t('agent.name'),
      isRowHeader: true,
      sortable: true,
      render: (a) => (
        <NameCell name={a.name} lines={underName.map((f) => ({ key: f.key, text: a[f.key] }))} />
      ),
    },
    { id: 'mobile', title: t('agent.mobile'), render: (a) => a.mobile },
    {
      id: 'group',
      title: t('agent.group'),
      render: (a) =>
        a.groupId === null
          ? t('agent.noGroup')
          : t('agent.groupLabel', { title: a.groupTitle, level: a.level ?? 0 }),
    },
    {
      id: 'region',
      title: t('agent.region'),
      render: (a) =>
        [a.address.province, a.address.city, a.address.district].filter(Boolean).join(' ') || dash,
    },
    { id: 'status', title: t('agent.status'), render: (a) => <StatusBadge status={a.status} /> },
    {
      id: 'createdAt',
      title: t('agent.createdAt'),
      sortable: true,
      render: (a) => formatDateTime(a.createdAt),
    },
    {
      id: 'actions',
      title: t('agent.actions'),
      width: 180,
      open: (a) => granted(may.edit, () => setEditing({ mode: 'edit', agent: a })),
      render: (a) => (
        <span className={layout.rowActions}>
          <RowActions
            name={a.name}
            editLabel={t('agent.editLabel', { name: a.name })}
            onEdit={granted(may.edit, () => setEditing({ mode: 'edit', agent: a }))}
            deleteUrl={granted(may.del, agentDeleteUrl([a.id]))}
            runDelete={deleteAgents}
            deleteText={t('agent.deleteOne', { name: a.name })}
            onDeleted={changed}
          />
        </span>
      ),
    },
  ];

  const agentList = (
    <ListView<AgentItem>
      aria-label={t('agent.tableLabel')}
      columns={columns}
      rowKey={(a) => a.id}
      live="agent"
      load={load}
      filterNames={filterNames}
      reloadSignal={reload}
      filters={({ query, setFilter }) => (
        <>
          <Select
            label={t('agent.status')}
            className={layout.filter}
            selectedKey={query.filters.status ?? anyKey}
            onSelectionChange={(k) => setFilter('status', k === anyKey || k === null ? '' : String(k))}
            items={[
              { id: anyKey, label: t('agent.allStatus') },
              ...agentStatuses.map((s) => ({ id: s, label: t(statusKey[s]) })),
            ]}
          >
            {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
          </Select>
          <Allowed by={may.groups}>
            <Select
              label={t('agent.group')}
              className={layout.filter}
              selectedKey={query.filters.groupId ?? anyKey}
              onSelectionChange={(k) => setFilter('groupId', k === anyKey || k === null ? '' : String(k))}
              items={[
                { id: anyKey, label: t('agent.allGroups') },
                ...groups.map((g) => ({ id: String(g.id), label: g.title })),
              ]}
            >
              {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
            </Select>
          </Allowed>
          <div className={styles.region}>
            <AddressPicker
              label={t('agent.region')}
              value={{ ...emptyAddress, areaId: idOf(query.filters.region) ?? 0 }}
              coordinates={false}
              detail={false}
              source={areaSource}
              onChange={(a) => setFilter('region', a.areaId ? String(a.areaId) : '')}
            />
          </div>
        </>
      )}
      toolbar={
        <Allowed by={may.add}>
          <Button variant="primary" onPress={() => setEditing({ mode: 'add' })}>
            {t('agent.add')}
          </Button>
        </Allowed>
      }
      bulkDelete={granted(may.del, { url: agentDeleteUrl, run: deleteAgents })}
      empty={<EmptyState title={t('agent.empty')} description={t('agent.emptyHint')} />}
    />
  );

  return (
    <div className={layout.page}>
      <PageHeading className={layout.title}>{t('agent.listTitle')}</PageHeading>
      {may.groups === true ? (
        <Tabs>
          <TabList aria-label={t('agent.tabs')}>
            <Tab id="agents">{t('agent.tabAgents')}</Tab>
            <Tab id="groups">{t('agent.tabGroups')}</Tab>
          </TabList>
          <TabPanel id="agents">{agentList}</TabPanel>
          <TabPanel id="groups">
            <AgentGroups groups={groups} onChanged={changed} reloadSignal={reload} />
          </TabPanel>
        </Tabs>
      ) : (
        agentList
      )}
      <Drawer
        size="wide"
        isOpen={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      >
        {editing ? (
          <Dialog
            title={
              editing.mode === 'add'
                ? t('agent.addTitle')
                : t('agent.editTitleOf', { name: editing.agent.name })
            }
          >
            <AgentForm
              id={editing.mode === 'edit' ? editing.agent.id : undefined}
              groups={groups}
              onSaved={done}
            />
          </Dialog>
        ) : null}
      </Drawer>
    </div>
  );
}
