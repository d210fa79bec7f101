import '../../i18n/system.ts';
import { useState } from 'react';
import { type AdminUserListItem, adminUserRule, adminUserSortKeys } from '../../../contract/admin-user.ts';
import { useT } from '../../i18n/use-t.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { pageBody, sortOf } from '../../lib/list-sort.ts';
import type { ListQueryState } from '../../machines/list.machine.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { useSession } from '../../shell/session-context.tsx';
import { useGrant } from '../../shell/use-may-call.ts';
import { Button } from '../../ui/button.tsx';
import { EditDialog } from '../../ui/edit-dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import layout from '../../ui/layout.module.css';
import { type ListColumn, ListView } from '../../ui/list-view.tsx';
import { rowActionsColumn } from '../../ui/row-actions.tsx';
import { Select, SelectItem } from '../../ui/select.tsx';
import { switchColumn } from '../../ui/switch-column.tsx';
import { noReasons, type WhyNot } from '../../ui/why-not.tsx';
import { Allowed, granted } from '../../ui/withheld.tsx';
import { mobileGroups } from '../../ui/wrapped-words.tsx';
import { adminUserDeleteUrl, deleteAdminUsers, listAdminUsers, setAdminUserStatus } from './admin-user.ts';
import { AdminUserAddForm, AdminUserEditForm, AdminUserPasswordForm } from './admin-user-form.tsx';
import { StatusFilter } from './status-filter.tsx';
import styles from './system.module.css';
import { useRoleOptions } from './use-role-options.ts';

// Stable across renders: the list view re-subscribes to the address when this changes.
const filterNames = ['roleId', 'status'] as const;
const anyKey = 'any';

type Editing =
  | { mode: 'add' }
  | { mode: 'edit'; row: AdminUserListItem }
  | { mode: 'password'; row: AdminUserListItem }
  | null;

const sortKey = sortOf(adminUserSortKeys);
// A sort from the address that the server does not know is dropped rather than refused.

function load(q: ListQueryState) {
  return listAdminUsers({
    ...pageBody(q, sortKey),
    roleId: q.filters.roleId,
    status: q.filters.status,
  });
}

/** /system/adminuser: the brand's members, their role and status; add, edit, reset password, delete. */
export default function AdminUserScreen() {
  const t = useT();
  const me = useSession((s) => s.context.userInfo?.userId ?? 0);
  // Buttons of actions the role lacks are not shown (the server refuses them anyway).
  const grant = useGrant();
  const may = {
    add: grant(adminUserRule.add),
    edit: grant(adminUserRule.detail, adminUserRule.update),
    update: grant(adminUserRule.update),
    del: grant(adminUserRule.del),
  };
  const [reload, setReload] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const roles = useRoleOptions(reload);
  const enabledRoles = roles.filter((r) => r.status === 1);
  const done = () => {
    setEditing(null);
    setReload((n) => n + 1);
  };
  const dash = t('system.dash');
  // Nobody can disable or delete themselves: the server refuses it every time, so the controls say so.
  const whyNot = (u: AdminUserListItem): WhyNot =>
    u.id === me ? { delete: t('adminUser.selfDelete'), status: t('adminUser.selfDisable') } : noReasons;

  const columns: ListColumn<AdminUserListItem>[] = [
    {
      id: 'userName',
      title: t('adminUser.userName'),
      isRowHeader: true,
      sortable: true,
      render: (u) => (
        <span className={styles.nameCell}>
          <span>
            {u.userName}
            {u.id === me ? t('adminUser.you') : ''}
          </span>
          {u.isOwner ? <span className={styles.badge}>{t('adminUser.owner')}</span> : null}
        </span>
      ),
    },
    { id: 'realName', title: t('adminUser.realName'), sortable: true, render: (u) => u.realName || dash },
    {
      id: 'mobile',
      title: t('adminUser.mobile'),
      // One member with a mobile pushed 上次登录 under the pinned actions at 1024 px, the menu open.
      wrap: true,
      render: (u) => (u.mobile ? mobileGroups(u.mobile) : dash),
    },
    { id: 'role', title: t('adminUser.role'), render: (u) => u.roleTitle },
    switchColumn<AdminUserListItem>({
      id: 'status',
      title: t('system.status'),
      label: (u) => t('adminUser.statusOf', { name: u.userName }),
      isOn: (u) => u.status === 1,
      set: granted(may.update, setAdminUserStatus),
      word: (on) => t(on ? 'system.enabled' : 'system.disabled'),
    }),
    {
      id: 'lastLoginAt',
      title: t('adminUser.lastLogin'),
      sortable: true,
      // At 1024 px with the system menu open, on one line it went under the pinned actions.
      wrap: true,
      render: (u) => (u.lastLoginAt ? formatDateTime(u.lastLoginAt) : t('adminUser.neverLoggedIn')),
    },
    rowActionsColumn<AdminUserListItem>(
      t('system.actions'),
      (u, why) => ({
        name: u.userName,
        editLabel: t('adminUser.editLabel', { name: u.userName }),
        onEdit: granted(may.edit, () => setEditing({ mode: 'edit', row: u })),
        extra: granted(may.update, {
          text: t('adminUser.resetPassword'),
          label: t('adminUser.resetLabel', { name: u.userName }),
          onPress: () => setEditing({ mode: 'password', row: u }),
        }),
        deleteUrl: granted(may.del, adminUserDeleteUrl([u.id])),
        runDelete: deleteAdminUsers,
        deleteText: t('adminUser.deleteOne', { name: u.userName }),
        deleteWhyNot: why.delete,
        onDeleted: () => setReload((n) => n + 1),
      }),
      { width: 300 },
    ),
  ];

  return (
    <div className={layout.page}>
      <PageHeading className={layout.title}>{t('adminUser.title')}</PageHeading>
      <ListView<AdminUserListItem>
        aria-label={t('adminUser.tableLabel')}
        columns={columns}
        rowKey={(u) => u.id}
        live="admin_user"
        load={load}
        filterNames={filterNames}
        reloadSignal={reload}
        filters={({ query, setFilter }) => (
          <>
            {roles.length > 0 ? (
              <Select
                label={t('adminUser.role')}
                className={layout.filter}
                selectedKey={query.filters.roleId ?? anyKey}
                onSelectionChange={(k) => setFilter('roleId', k === anyKey || k === null ? '' : String(k))}
                items={[
                  { id: anyKey, label: t('adminUser.allRoles') },
                  ...roles.map((r) => ({ id: String(r.id), label: r.title })),
                ]}
              >
                {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
              </Select>
            ) : null}
            <StatusFilter value={query.filters.status} onChange={(v) => setFilter('status', v)} />
          </>
        )}
        toolbar={
          <Allowed by={may.add}>
            <Button variant="primary" onPress={() => setEditing({ mode: 'add' })}>
              {t('adminUser.add')}
            </Button>
          </Allowed>
        }
        bulkDelete={granted(may.del, { url: adminUserDeleteUrl, run: deleteAdminUsers })}
        whyNot={whyNot}
        empty={<EmptyState title={t('adminUser.empty')} description={t('adminUser.emptyHint')} />}
      />
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        bodyClassName={layout.dialogBody}
        title={(e) =>
          e.mode === 'add'
            ? t('adminUser.addTitle')
            : e.mode === 'edit'
              ? t('adminUser.editTitle', { name: e.row.userName })
              : t('adminUser.resetTitle', { name: e.row.userName })
        }
      >
        {(e) =>
          e.mode === 'add' ? (
            <AdminUserAddForm roles={enabledRoles} onSaved={done} />
          ) : e.mode === 'edit' ? (
            <AdminUserEditForm id={e.row.id} roles={enabledRoles} onSaved={done} />
          ) : (
            <AdminUserPasswordForm id={e.row.id} onSaved={done} />
          )
        }
      </EditDialog>
    </div>
  );
}
