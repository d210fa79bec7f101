import './apply.strings.ts';
import { type ReactNode, useRef, useState } from 'react';
import { type WxworkAccountItem, wxworkAccountRule } from '../../../contract/wxwork.ts';
import { useT } from '../../i18n/use-t.ts';
import type { ListQueryState } from '../../machines/list.machine.ts';
import { inPlace } from '../../services/http.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { useGrant } from '../../shell/use-may-call.ts';
import { useMayOpen } from '../../shell/use-may-open.ts';
import { Button } from '../../ui/button.tsx';
import { EditDialog } from '../../ui/edit-dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import layout from '../../ui/layout.module.css';
import { Link } from '../../ui/link.tsx';
import { type ListColumn, ListView } from '../../ui/list-view.tsx';
import { ResourceError } from '../../ui/resource-error.tsx';
import { RowActions } from '../../ui/row-actions.tsx';
import { ToggleSwitch } from '../../ui/toggle-switch.tsx';
import { useResource } from '../../ui/use-resource.ts';
import { Allowed, granted } from '../../ui/withheld.tsx';
import styles from './apply.module.css';
import { CallbackUrl } from './callback-url.tsx';
import {
  applySummary,
  deleteWxworkAccounts,
  listWxworkAccounts,
  setWxworkAccountStatus,
  wxworkAccountDeleteUrl,
} from './wxwork.ts';
import { WxworkAccountForm } from './wxwork-account-form.tsx';

const providerKey = {
  log: 'apply.provider.log',
  aliyun: 'apply.provider.aliyun',
  tencent: 'apply.provider.tencent',
} as const;

function load(q: ListQueryState) {
  return listWxworkAccounts({ page: q.page, pageSize: q.pageSize, keyword: q.keyword || undefined });
}

function Card({
  id,
  title,
  ready,
  state,
  detail,
  children,
}: {
  id: string;
  title: string;
  ready: boolean | null;
  state: string;
  detail?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={layout.card} aria-labelledby={id}>
      <h2 id={id} className={layout.cardTitle}>
        {title}
      </h2>
      <p>
        <span
          className={`${styles.state} ${ready === null ? styles.coming : ready ? styles.ready : styles.notReady}`}
        >
          {state}
        </span>
      </p>
      {detail ? <p className={layout.muted}>{detail}</p> : null}
      {children}
    </section>
  );
}

type Editing = { mode: 'add' } | { mode: 'edit'; account: WxworkAccountItem } | null;

/**
 * /apply/index: one card per integration (SMS, e-mail, enterprise WeChat, AI), each saying whether it
 * is set up and leading to where it is; below, the enterprise WeChat accounts themselves.
 */
export default function ApplyIndex() {
  const t = useT();
  const mayOpen = useMayOpen();
  const grant = useGrant();
  const may = {
    accounts: grant(wxworkAccountRule.list),
    add: grant(wxworkAccountRule.add),
    edit: grant(wxworkAccountRule.detail, wxworkAccountRule.update),
    update: grant(wxworkAccountRule.update),
    del: grant(wxworkAccountRule.del),
  };
  const [round, setRound] = useState(0);
  // A failure is said where the figures would be (ResourceError): no toast says it again.
  const loaded = useResource(() => inPlace(applySummary()));
  const [editing, setEditing] = useState<Editing>(null);
  const accountsHeading = useRef<HTMLHeadingElement>(null);
  // A change reloads both the summary and the accounts' list.
  const refresh = () => {
    setRound((n) => n + 1);
    loaded.reload();
  };
  const changed = () => {
    setEditing(null);
    refresh();
  };

  const columns: ListColumn<WxworkAccountItem>[] = [
    {
      id: 'title',
      title: t('wxwork.title'),
      isRowHeader: true,
      render: (a) => (
        <span className={layout.nameCell}>
          <span>{a.title}</span>
          <span className={layout.sub}>{t('wxwork.appOf', { corpId: a.corpId, agentId: a.agentId })}</span>
        </span>
      ),
    },
    {
      id: 'secret',
      title: t('wxwork.secret'),
      // "Set (ends in 0000)" on one line pushed 状态 under the pinned actions at 1024 px.
      wrap: true,
      render: (a) =>
        !a.secret.set
          ? t('wxwork.secretNone')
          : a.secret.unreadable
            ? t('wxwork.secretUnreadable')
            : a.secret.endsWith
              ? t('wxwork.secretIsEnds', { end: a.secret.endsWith })
              : t('wxwork.secretIs'),
    },
    {
      id: 'callbackUrl',
      title: t('wxwork.callbackUrl'),
      render: (a) => (
        <CallbackUrl compact url={a.callbackUrl} label={t('wxwork.callbackUrlOf', { title: a.title })} />
      ),
    },
    {
      id: 'status',
      title: t('wxwork.status'),
      render: (a) =>
        may.update ? (
          <Allowed by={may.update}>
            <ToggleSwitch
              aria-label={t('wxwork.statusOf', { title: a.title })}
              value={a.status === 1}
              onChange={async (on, options) => {
                await setWxworkAccountStatus(a.id, on, options);
                refresh();
              }}
            />
          </Allowed>
        ) : (
          t(a.status === 1 ? 'wxwork.enabled' : 'wxwork.disabled')
        ),
    },
    {
      id: 'actions',
      title: t('wxwork.actions'),
      width: 180,
      open: (a) => granted(may.edit, () => setEditing({ mode: 'edit', account: a })),
      render: (a) => (
        <span className={layout.rowActions}>
          <RowActions
            name={a.title}
            editLabel={t('wxwork.editLabel', { title: a.title })}
            onEdit={granted(may.edit, () => setEditing({ mode: 'edit', account: a }))}
            deleteUrl={granted(may.del, wxworkAccountDeleteUrl([a.id]))}
            runDelete={deleteWxworkAccounts}
            deleteText={t('wxwork.deleteOne', { title: a.title })}
            onDeleted={changed}
          />
        </span>
      ),
    },
  ];

  const summary = loaded.data;
  return (
    <div className={layout.page}>
      <PageHeading className={layout.title}>{t('apply.title')}</PageHeading>
      <p className={layout.muted}>{t('apply.intro')}</p>
      {loaded.failed ? (
        <ResourceError resource={loaded} />
      ) : !summary ? (
        <p className={layout.muted} role="status">
          {t('apply.loading')}
        </p>
      ) : (
        <div className={styles.cards}>
          <Card
            id="apply-sms"
            title={t('apply.sms')}
            ready={summary.sms.ready}
            state={
              summary.sms.ready
                ? t('apply.ready')
                : summary.sms.provider === 'log'
                  ? t('apply.smsLog')
                  : t('apply.incomplete')
            }
            detail={t('apply.smsProvider', { provider: t(providerKey[summary.sms.provider]) })}
          >
            {mayOpen('/notify/sms/list') ? <Link href="#/notify/sms/list">{t('apply.toSms')}</Link> : null}
          </Card>
          <Card
            id="apply-email"
            title={t('apply.email')}
            ready={summary.email.ready}
            state={summary.email.ready ? t('apply.ready') : t('apply.notSet')}
            detail={
              summary.email.ready
                ? t('apply.emailDetail', { host: summary.email.host, from: summary.email.fromAddress })
                : t('apply.emailHint')
            }
          >
            {mayOpen('/notify/email/list') ? (
              <Link href="#/notify/email/list">{t('apply.toEmail')}</Link>
            ) : null}
          </Card>
          <Card
            id="apply-wxwork"
            title={t('apply.wxwork')}
            ready={summary.wxwork.enabled > 0}
            state={
              summary.wxwork.total === 0
                ? t('apply.notSet')
                : t('apply.wxworkCount', { total: summary.wxwork.total, enabled: summary.wxwork.enabled })
            }
            detail={t('apply.wxworkHint')}
          >
            <Allowed by={may.accounts}>
              <div>
                <Button variant="quiet" onPress={() => accountsHeading.current?.focus()}>
                  {t('apply.toWxwork')}
                </Button>
              </div>
            </Allowed>
          </Card>
          <Card
            id="apply-ai"
            title={t('apply.ai')}
            ready={summary.ai.ready}
            state={summary.ai.ready ? t('apply.ready') : t('apply.notSet')}
            detail={summary.ai.ready ? t('apply.aiReady') : t('apply.aiHint')}
          >
            {mayOpen('/ai/index') ? <Link href="#/ai/index">{t('apply.toAi')}</Link> : null}
          </Card>
        </div>
      )}
      <Allowed by={may.accounts}>
        <section className={styles.section} aria-labelledby="wxwork-accounts">
          <h2 id="wxwork-accounts" ref={accountsHeading} tabIndex={-1} className={layout.sectionTitle}>
            {t('wxwork.sectionTitle')}
          </h2>
          <ListView<WxworkAccountItem>
            aria-label={t('wxwork.tableLabel')}
            columns={columns}
            rowKey={(a) => a.id}
            live="wxwork_account"
            load={load}
            reloadSignal={round}
            toolbar={
              <Allowed by={may.add}>
                <Button variant="primary" onPress={() => setEditing({ mode: 'add' })}>
                  {t('wxwork.add')}
                </Button>
              </Allowed>
            }
            bulkDelete={granted(may.del, { url: wxworkAccountDeleteUrl, run: deleteWxworkAccounts })}
            empty={<EmptyState title={t('wxwork.empty')} description={t('wxwork.emptyHint')} />}
          />
        </section>
      </Allowed>
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        bodyClassName={styles.dialogBody}
        title={(e) =>
          e.mode === 'add' ? t('wxwork.addTitle') : t('wxwork.editTitleOf', { title: e.account.title })
        }
      >
        {(e) => <WxworkAccountForm id={e.mode === 'edit' ? e.account.id : undefined} onSaved={changed} />}
      </EditDialog>
    </div>
  );
}
