import '../customer-insight.strings.ts';
import { useState } from 'react';
import { type CustomerGroupItem, customerRule, customerScreenRule } from '../../../../contract/customer.ts';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { hashHref } from '../../../lib/hash.ts';
import type { ListQueryState } from '../../../machines/list.machine.ts';
import { PageHeading } from '../../../shell/page-heading.tsx';
import { useGrant } from '../../../shell/use-may-call.ts';
import { useMayOpen } from '../../../shell/use-may-open.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmAction } from '../../../ui/confirm-action.tsx';
import { EditDialog } from '../../../ui/edit-dialog.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import layout from '../../../ui/layout.module.css';
import { Link } from '../../../ui/link.tsx';
import { type ListColumn, ListView } from '../../../ui/list-view.tsx';
import { Allowed, granted } from '../../../ui/withheld.tsx';
import { customerGroupDeleteUrl, deleteCustomerGroups, listCustomerGroups } from '../customer-insight.ts';
import styles from './customer-insight.module.css';
import { customerListPath, customerPortraitPath, listHref, portraitHref } from './customer-links.ts';
import { conditionsLine } from './group-conditions.ts';
import { GroupForm } from './group-form.tsx';

function load(q: ListQueryState) {
  return listCustomerGroups({ page: q.page, pageSize: q.pageSize, keyword: q.keyword || undefined });
}

type Editing = { mode: 'add' } | { mode: 'edit'; group: CustomerGroupItem } | null;

/** The conditions in a line, in the reader's language. */
function useConditionsText() {
  const t = useT();
  const locale = useLocale();
  return (g: CustomerGroupItem) => conditionsLine(g, t, locale);
}

/** /crm/customer/group: saved customer groups with their live counts; add and edit with the condition builder. */
export default function GroupScreen() {
  const t = useT();
  const grant = useGrant();
  const mayOpen = useMayOpen();
  const conditionsText = useConditionsText();
  const may = {
    add: grant(customerRule.groupAdd, customerRule.groupCount),
    edit: grant(customerRule.groupDetail, customerRule.groupUpdate),
    del: grant(customerRule.groupDel),
    list: mayOpen(customerListPath),
    portrait: mayOpen(customerPortraitPath) && grant(customerScreenRule.portrait),
  };
  const [editing, setEditing] = useState<Editing>(null);
  const [signal, setSignal] = useState(0);
  const done = () => {
    setEditing(null);
    setSignal((n) => n + 1);
  };
  const columns: ListColumn<CustomerGroupItem>[] = [
    { id: 'name', title: t('insight.group.name'), isRowHeader: true, render: (g) => g.name },
    { id: 'count', title: t('insight.group.count'), render: (g) => String(g.count) },
    { id: 'conditions', title: t('insight.group.conditions'), render: conditionsText },
    { id: 'updatedAt', title: t('insight.group.updatedAt'), render: (g) => formatDateTime(g.updatedAt) },
    {
      id: 'actions',
      title: t('insight.group.actions'),
      width: 280,
      open: (g) => granted(may.edit, () => setEditing({ mode: 'edit', group: g })),
      render: (g, why) => (
        <span className={styles.rowActions}>
          <Allowed by={may.list}>
            <Link
              href={hashHref(listHref({ groupId: String(g.id) }))}
              aria-label={t('insight.group.viewCustomersOf', { name: g.name })}
            >
              {t('insight.group.viewCustomers')}
            </Link>
          </Allowed>
          <Allowed by={may.portrait}>
            <Link
              href={hashHref(portraitHref(g.id))}
              aria-label={t('insight.group.portraitOf', { name: g.name })}
            >
              {t('insight.group.portrait')}
            </Link>
          </Allowed>
          <Allowed by={may.edit}>
            <Button
              size="small"
              variant="quiet"
              aria-label={t('insight.group.editLabel', { name: g.name })}
              onPress={() => setEditing({ mode: 'edit', group: g })}
            >
              {t('insight.group.edit')}
            </Button>
          </Allowed>
          <Allowed by={may.del}>
            <ConfirmAction
              size="small"
              url={customerGroupDeleteUrl([g.id])}
              run={deleteCustomerGroups}
              text={t('insight.group.deleteOne', { name: g.name })}
              whyNot={why.delete}
              onDone={done}
            >
              {t('insight.group.delete')} <span className="visually-hidden">{g.name}</span>
            </ConfirmAction>
          </Allowed>
        </span>
      ),
    },
  ];
  return (
    <div className={layout.page}>
      <PageHeading className={layout.title}>{t('insight.group.title')}</PageHeading>
      <p className={layout.muted}>{t('insight.group.intro')}</p>
      <ListView<CustomerGroupItem>
        aria-label={t('insight.group.tableLabel')}
        columns={columns}
        rowKey={(g) => g.id}
        live="crm_customer_group"
        load={load}
        reloadSignal={signal}
        bulkDelete={granted(may.del, { url: customerGroupDeleteUrl, run: deleteCustomerGroups })}
        toolbar={
          <Allowed by={may.add}>
            <Button variant="primary" onPress={() => setEditing({ mode: 'add' })}>
              {t('insight.group.add')}
            </Button>
          </Allowed>
        }
        empty={<EmptyState title={t('insight.group.empty')} description={t('insight.group.emptyHint')} />}
      />
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        bodyClassName={styles.dialogBody}
        title={(e) =>
          e.mode === 'add'
            ? t('insight.group.addTitle')
            : t('insight.group.editTitleOf', { name: e.group.name })
        }
      >
        {(e) => <GroupForm id={e.mode === 'edit' ? e.group.id : undefined} onSaved={done} />}
      </EditDialog>
    </div>
  );
}
