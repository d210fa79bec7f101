import '../../i18n/system.ts';
import { useState } from 'react';
import { type RoleListItem, roleRule, roleSortKeys } from '../../../contract/role.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { pageBody, sortOf } from '../../lib/list-sort.ts';
import type { ListQueryState } from '../../machines/list.machine.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { useGrant } from '../../shell/use-may-call.ts';
import { Button } from '../../ui/button.tsx';
import { EditDialog } from '../../ui/edit-dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import layout from '../../ui/layout.module.css';
import { type ListColumn, ListView } from '../../ui/list-view.tsx';
import { rowActionsColumn } from '../../ui/row-actions.tsx';
import { switchColumn } from '../../ui/switch-column.tsx';
import { noReasons, type WhyNot } from '../../ui/why-not.tsx';
import { Allowed, granted } from '../../ui/withheld.tsx';
import { deleteRoles, listRoles, roleDeleteUrl, setRoleStatus } from './role.ts';
import { RoleForm } from './role-form.tsx';
import { RolePrivileges } from './role-privileges.tsx';
import { StatusFilter } from './status-filter.tsx';
import styles from './system.module.css';

const filterNames = ['status'] as const;

const sortKey = sortOf(roleSortKeys);

function load(q: ListQueryState) {
  return listRoles({
    ...pageBody(q, sortKey),
    status: q.filters.status,
  });
}

type RoleRef = Pick<RoleListItem, 'id' | 'title' | 'isOwner'>;
type Editing =
  | { mode: 'add' }
  | { mode: 'edit'; role: RoleRef }
  | { mode: 'priv'; role: RoleRef; afterAdd?: boolean }
  | null;

/** /system/role: the brand's roles; add, edit, privileges, enable or disable, delete. */
export default function RoleScreen() {
  const t = useT();
  const [reload, setReload] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const refresh = () => setReload((n) => n + 1);
  // Buttons of actions the role lacks are not shown (the server refuses them anyway).
  const grant = useGrant();
  const may = {
    add: grant(roleRule.add, roleRule.rules),
    edit: grant(roleRule.detail, roleRule.update),
    update: grant(roleRule.update),
    priv: grant(roleRule.rules, roleRule.detail, roleRule.priv),
    del: grant(roleRule.del),
  };

  // What the server refuses every time: the owner role cannot be disabled or deleted, and a role
  // still held by members cannot be deleted. The controls say so instead of offering it.
  const whyNot = (r: RoleListItem): WhyNot =>
    r.isOwner
      ? { delete: t('role.ownerDelete'), status: t('role.ownerDisable') }
      : r.userCount > 0
        ? { delete: t('role.hasMembers', { count: r.userCount }) }
        : noReasons;

  const columns: ListColumn<RoleListItem>[] = [
    {
      id: 'title',
      title: t('role.name'),
      isRowHeader: true,
      sortable: true,
      render: (r) => (
        <span className={styles.nameCell}>
          <span>{r.title}</span>
          {r.isOwner ? <span className={styles.badge}>{t('role.owner')}</span> : null}
        </span>
      ),
    },
    { id: 'description', title: t('role.description'), render: (r) => r.description || t('system.dash') },
    { id: 'userCount', title: t('role.members'), sortable: true, render: (r) => String(r.userCount) },
    switchColumn<RoleListItem>({
      id: 'status',
      title: t('system.status'),
      label: (r) => t('role.statusOf', { name: r.title }),
      isOn: (r) => r.status === 1,
      set: granted(may.update, setRoleStatus),
      word: (on) => t(on ? 'system.enabled' : 'system.disabled'),
    }),
    {
      id: 'createdAt',
      title: t('role.createdAt'),
      sortable: true,
      // On one line, at 1024 px with the system menu open, it went under the pinned actions ("2026-1").
      wrap: true,
      render: (r) => formatDateTime(r.createdAt),
    },
    rowActionsColumn<RoleListItem>(
      t('system.actions'),
      (r, why) => ({
        name: r.title,
        editLabel: t('role.editLabel', { name: r.title }),
        onEdit: granted(may.edit, () => setEditing({ mode: 'edit', role: r })),
        extra: granted(may.priv, {
          text: t('role.privileges'),
          label: t('role.privilegesLabel', { name: r.title }),
          onPress: () => setEditing({ mode: 'priv', role: r }),
        }),
        deleteUrl: granted(may.del, roleDeleteUrl([r.id])),
        runDelete: deleteRoles,
        deleteText: t('role.deleteOne', { name: r.title }),
        deleteWhyNot: why.delete,
        onDeleted: refresh,
      }),
      { width: 220 },
    ),
  ];

  return (
    <div className={layout.page}>
      <PageHeading className={layout.title}>{t('role.title')}</PageHeading>
      <ListView<RoleListItem>
        aria-label={t('role.tableLabel')}
        columns={columns}
        rowKey={(r) => r.id}
        live="role"
        load={load}
        filterNames={filterNames}
        reloadSignal={reload}
        filters={({ query, setFilter }) => (
          <StatusFilter value={query.filters.status} onChange={(v) => setFilter('status', v)} />
        )}
        toolbar={
          <Allowed by={may.add}>
            <Button variant="primary" onPress={() => setEditing({ mode: 'add' })}>
              {t('role.add')}
            </Button>
          </Allowed>
        }
        bulkDelete={granted(may.del, { url: roleDeleteUrl, run: deleteRoles })}
        whyNot={whyNot}
        empty={<EmptyState title={t('role.empty')} />}
      />
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        bodyClassName={layout.dialogBody}
        title={(e) =>
          e.mode === 'add'
            ? t('role.addTitle')
            : e.mode === 'edit'
              ? t('role.editTitle', { name: e.role.title })
              : t('role.privTitle', { name: e.role.title })
        }
      >
        {(e) =>
          e.mode === 'priv' ? (
            <RolePrivileges
              role={e.role}
              focusTree={e.afterAdd}
              onClose={() => setEditing(null)}
              onSaved={() => {
                setEditing(null);
                refresh();
              }}
            />
          ) : (
            <RoleForm
              id={e.mode === 'edit' ? e.role.id : undefined}
              onSaved={(role) => {
                refresh();
                // A new role grants nothing yet: its privileges are the next thing to set.
                setEditing(
                  e.mode === 'add'
                    ? { mode: 'priv', role: { ...role, isOwner: false }, afterAdd: true }
                    : null,
                );
              }}
            />
          )
        }
      </EditDialog>
    </div>
  );
}
