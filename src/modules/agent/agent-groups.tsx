import { useState } from 'react';
import { type AgentGroupItem, agentGroupRule, agentGroupSortKeys } from '../../../contract/agent.ts';
import { useT } from '../../i18n/use-t.ts';
import { pageBody, sortOf } from '../../lib/list-sort.ts';
import type { ListQueryState } from '../../machines/list.machine.ts';
import { useGrant } from '../../shell/use-may-call.ts';
import { Button } from '../../ui/button.tsx';
import { EditDialog } from '../../ui/edit-dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import layout from '../../ui/layout.module.css';
import { type ListColumn, ListView } from '../../ui/list-view.tsx';
import { RowActions } from '../../ui/row-actions.tsx';
import { noReasons, type WhyNot } from '../../ui/why-not.tsx';
import { Allowed, granted } from '../../ui/withheld.tsx';
import { agentGroupDeleteUrl, deleteAgentGroups, listAgentGroups } from './agent.ts';
import { AgentGroupForm } from './agent-group-form.tsx';

const sortKey = sortOf(agentGroupSortKeys);

function load(q: ListQueryState) {
  return listAgentGroups({
    ...pageBody(q, sortKey),
  });
}

type Editing = { mode: 'add' } | { mode: 'edit'; group: AgentGroupItem } | null;

export interface AgentGroupsProps {
  groups: AgentGroupItem[];
  /** After a change: the screen reloads the groups its filter and form offer. */
  onChanged: () => void;
  reloadSignal: unknown;
}

/** The groups tab: each group's level and commission, how many agents it holds; add, edit, delete. */
export function AgentGroups({ groups, onChanged, reloadSignal }: AgentGroupsProps) {
  const t = useT();
  const grant = useGrant();
  const may = {
    add: grant(agentGroupRule.add),
    edit: grant(agentGroupRule.detail, agentGroupRule.update),
    del: grant(agentGroupRule.delete),
  };
  const [editing, setEditing] = useState<Editing>(null);
  // The screen's signal moves after every change, reloading this list with the filter's groups.
  const done = () => {
    setEditing(null);
    onChanged();
  };
  // A group with agents is kept by the server: its Delete says why instead of asking.
  const whyNot = (g: AgentGroupItem): WhyNot =>
    g.agentCount > 0 ? { delete: t('group.hasAgents', { count: g.agentCount }) } : noReasons;
  const taken = new Map(
    groups
      .filter((g) => editing?.mode !== 'edit' || g.id !== editing.group.id)
      .map((g) => [g.level, g.title] as const),
  );
  const columns: ListColumn<AgentGroupItem>[] = [
    { id: 'title', title: t('group.title'), isRowHeader: true, sortable: true, render: (g) => g.title },
    {
      id: 'level',
      title: t('group.level'),
      sortable: true,
      render: (g) => t('group.levelOption', { level: g.level }),
    },
    { id: 'commission', title: t('group.commission'), sortable: true, render: (g) => `${g.commission}%` },
    { id: 'agentCount', title: t('group.agents'), sortable: true, render: (g) => String(g.agentCount) },
    { id: 'description', title: t('group.description'), render: (g) => g.description || t('agent.dash') },
    {
      id: 'actions',
      title: t('agent.actions'),
      width: 180,
      open: (g) => granted(may.edit, () => setEditing({ mode: 'edit', group: g })),
      render: (g, why) => (
        <span className={layout.rowActions}>
          <RowActions
            name={g.title}
            editLabel={t('group.editLabel', { title: g.title })}
            onEdit={granted(may.edit, () => setEditing({ mode: 'edit', group: g }))}
            deleteUrl={granted(may.del, agentGroupDeleteUrl([g.id]))}
            runDelete={deleteAgentGroups}
            deleteText={t('group.deleteOne', { title: g.title })}
            deleteWhyNot={why.delete}
            onDeleted={done}
          />
        </span>
      ),
    },
  ];
  return (
    <>
      <ListView<AgentGroupItem>
        aria-label={t('group.tableLabel')}
        columns={columns}
        rowKey={(g) => g.id}
        live="agent_group"
        load={load}
        syncAddress={false}
        reloadSignal={reloadSignal}
        whyNot={whyNot}
        bulkDelete={granted(may.del, { url: agentGroupDeleteUrl, run: deleteAgentGroups })}
        toolbar={
          <Allowed by={may.add}>
            <Button variant="primary" onPress={() => setEditing({ mode: 'add' })}>
              {t('group.add')}
            </Button>
          </Allowed>
        }
        empty={<EmptyState title={t('group.empty')} description={t('group.emptyHint')} />}
      />
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        bodyClassName={layout.dialogBody}
        title={(e) =>
          e.mode === 'add' ? t('group.addTitle') : t('group.editTitleOf', { title: e.group.title })
        }
      >
        {(e) => (
          <AgentGroupForm id={e.mode === 'edit' ? e.group.id : undefined} taken={taken} onSaved={done} />
        )}
      </EditDialog>
    </>
  );
}
