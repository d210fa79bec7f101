import { formatDateTime } from '../../lib/dates.ts';
import './notify.strings.ts';
import { lazy, Suspense, useState } from 'react';
import {
  type EmailDraft,
  type EmailLogItem,
  type EmailTemplate,
  emailRule,
  emailSubjectRule,
  emailTemplateNameRule,
} from '../../../contract/email.ts';
import { emailBraceProblem, emailVariables } from '../../../contract/notify-text.ts';
import { useT } from '../../i18n/use-t.ts';
import { takeHandedDraft } from '../../lib/draft-handoff.ts';
import type { FieldRules } from '../../lib/form-check.ts';
import type { FormObject } from '../../lib/form-serialiser.ts';
import type { ListQueryState } from '../../machines/list.machine.ts';
import { withFieldErrors } from '../../services/field-errors.ts';
import { mailMediaSource } from '../../services/kit-sources.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { useMayBrowseMedia } from '../../shell/use-may-browse-media.ts';
import { useGrant, useMayCall } from '../../shell/use-may-call.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmAction } from '../../ui/confirm-action.tsx';
import { EditDialog } from '../../ui/edit-dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import layout from '../../ui/layout.module.css';
import { type ListColumn, ListView } from '../../ui/list-view.tsx';
import { ManagedForm } from '../../ui/managed-form.tsx';
import { rowActionsColumn } from '../../ui/row-actions.tsx';
import { switchColumn } from '../../ui/switch-column.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/tabs.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useToast } from '../../ui/toast-provider.tsx';
import { useResource } from '../../ui/use-resource.ts';
import { Allowed, granted } from '../../ui/withheld.tsx';
import {
  addEmailTemplate,
  deleteEmailRows,
  emailDraftDeleteUrl,
  emailTemplateDeleteUrl,
  emailTemplateDetail,
  listEmail,
  listEmailDrafts,
  listEmailTemplates,
  repeatEmail,
  sendEmail,
  setEmailTemplateStatus,
  updateEmailTemplate,
} from './email.ts';
import { EmailCompose } from './email-compose.tsx';
import { MessageLog } from './message-log.tsx';
import styles from './notify.module.css';
import { Variables } from './sms-template.tsx';

const RichTextEditor = lazy(() => import('../../ui/rich-text-editor.tsx'));
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const time = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

function EmailTemplateForm({ id, onSaved, handed }: { id?: number; onSaved: () => void; handed?: boolean }) {
  const t = useT();
  const mayBrowse = useMayBrowseMedia();
  // What the server's renderer would throw on, said at the field before sending (contract/notify-text.ts).
  const renders = (field: 'subject' | 'body') => (v: FormObject) => {
    const piece = emailBraceProblem(str(v[field]));
    const label = t(field === 'subject' ? 'emailTemplate.subject' : 'emailTemplate.body');
    return piece === null ? undefined : t('emailTemplate.badBraces', { label, piece });
  };
  const rules: FieldRules = {
    name: { ...emailTemplateNameRule, label: t('emailTemplate.name') },
    subject: { ...emailSubjectRule, label: t('emailTemplate.subject'), check: renders('subject') },
    body: { required: true, label: t('emailTemplate.body'), check: renders('body') },
  };
  const load =
    id === undefined
      ? undefined
      : async (): Promise<FormObject> => {
          const d = await emailTemplateDetail(id);
          return { name: d.name, subject: d.subject, body: d.body };
        };
  const submit = (v: FormObject) => {
    const body = { name: str(v.name).trim(), subject: str(v.subject).trim(), body: str(v.body) };
    return id === undefined
      ? withFieldErrors(addEmailTemplate(body))
      : withFieldErrors(updateEmailTemplate({ id, ...body }));
  };
  return (
    <ManagedForm
      formId={`email-template:${id ?? 'new'}`}
      live={id === undefined ? undefined : { entity: 'email_template', id: Number(id) }}
      handedDraft={handed}
      rules={rules}
      initialValues={id === undefined ? { name: '', subject: '', body: '' } : undefined}
      load={load}
      submit={submit}
      onSaved={onSaved}
      // No sessionStorage copy of long HTML as the user types; but a draft handed over by the
      // assistant waits there (lib/draft-handoff.ts), so the handed form reads it and offers it.
      storage={handed ? undefined : null}
      aria-label={id === undefined ? t('emailTemplate.addTitle') : t('emailTemplate.editTitle')}
    >
      {(api) => (
        <div className={styles.dialogBody}>
          <TextField
            {...api.text('name')}
            label={t('emailTemplate.name')}
            maxLength={emailTemplateNameRule.max}
            autoFocus
          />
          <TextField
            {...api.text('subject')}
            label={t('emailTemplate.subject')}
            description={t('emailTemplate.variablesHint')}
            maxLength={emailSubjectRule.max}
          />
          <Suspense fallback={<p role="status">{t('email.compose.loadingEditor')}</p>}>
            <RichTextEditor
              label={t('emailTemplate.body')}
              isRequired
              defaultValue={str(api.values.body)}
              // Restoring a draft replaces the body after the editor started.
              value={str(api.values.body)}
              onChange={(html) => api.setValue('body', html)}
              media={mayBrowse() ? mailMediaSource : null}
              errorMessage={api.errors.body}
            />
          </Suspense>
          <Variables
            names={emailVariables(str(api.values.subject), str(api.values.body))}
            label={t('emailTemplate.variables')}
          />
        </div>
      )}
    </ManagedForm>
  );
}

type Editing = { mode: 'add' } | { mode: 'edit'; id: number; name: string } | null;

type Handoff = ReturnType<typeof takeHandedDraft>;

function Templates({ onChanged, handoff }: { onChanged: () => void; handoff: Handoff }) {
  const t = useT();
  const grant = useGrant();
  const may = {
    add: grant(emailRule.template_add),
    edit: grant(emailRule.template_detail, emailRule.template_update),
    status: grant(emailRule.template_status),
    del: grant(emailRule.template_del),
  };
  // The assistant's draft (lib/draft-handoff.ts) opens the new template's form, which offers it.
  const [editing, setEditing] = useState<Editing>(() =>
    handoff.handed && may.add === true ? { mode: 'add' } : null,
  );
  const [reload, setReload] = useState(0);
  const close = () => {
    setEditing(null);
    handoff.done();
  };
  const changed = () => {
    setReload((n) => n + 1);
    onChanged();
  };
  const columns: ListColumn<EmailTemplate>[] = [
    { id: 'name', title: t('emailTemplate.name'), isRowHeader: true, render: (r) => r.name },
    {
      id: 'subject',
      title: t('emailTemplate.subject'),
      render: (r) => <span className={styles.clip}>{r.subject}</span>,
    },
    {
      id: 'variables',
      title: t('emailTemplate.variables'),
      render: (r) => (r.variables.length ? r.variables.join(', ') : t('notify.dash')),
    },
    switchColumn<EmailTemplate>({
      id: 'display',
      title: t('notify.enabled'),
      label: (r) => t('emailTemplate.statusOf', { name: r.name }),
      isOn: (r) => r.display,
      set: granted(may.status, setEmailTemplateStatus),
      word: (on) => t(on ? 'notify.on' : 'notify.off'),
    }),
    { id: 'updatedAt', title: t('notify.updatedAt'), render: (r) => time(r.updatedAt) },
    rowActionsColumn<EmailTemplate>(
      t('notify.actions'),
      (r) => ({
        name: r.name,
        editLabel: t('emailTemplate.editLabel', { name: r.name }),
        onEdit: granted(may.edit, () => setEditing({ mode: 'edit', id: r.id, name: r.name })),
        deleteUrl: granted(may.del, emailTemplateDeleteUrl([r.id])),
        runDelete: deleteEmailRows,
        deleteText: t('emailTemplate.deleteOne', { name: r.name }),
        onDeleted: changed,
      }),
      { className: styles.rowActions },
    ),
  ];
  return (
    <>
      <ListView<EmailTemplate>
        aria-label={t('emailTemplate.table')}
        columns={columns}
        rowKey={(r) => r.id}
        live="email_template"
        load={(q: ListQueryState) =>
          listEmailTemplates({ page: q.page, pageSize: q.pageSize, keyword: q.keyword || undefined })
        }
        syncAddress={false}
        reloadSignal={reload}
        toolbar={
          <Allowed by={may.add}>
            <Button variant="primary" onPress={() => setEditing({ mode: 'add' })}>
              {t('emailTemplate.add')}
            </Button>
          </Allowed>
        }
        empty={<EmptyState title={t('emailTemplate.empty')} />}
      />
      <EditDialog
        editing={editing}
        onClose={close}
        title={(e) =>
          e.mode === 'add' ? t('emailTemplate.addTitle') : t('emailTemplate.editTitleOf', { name: e.name })
        }
      >
        {(e) => (
          <EmailTemplateForm
            id={e.mode === 'edit' ? e.id : undefined}
            handed={e.mode === 'add' && handoff.handed}
            onSaved={() => {
              close();
              changed();
            }}
          />
        )}
      </EditDialog>
    </>
  );
}

function Drafts({
  reloadSignal,
  onEdit,
  onSent,
}: {
  reloadSignal: number;
  onEdit: (id: number) => void;
  onSent: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const grant = useGrant();
  const [reload, setReload] = useState(0);
  const send = async (d: EmailDraft) => {
    try {
      const answer = await sendEmail(
        { id: d.id, requestId: `draft-${d.id}-${d.updatedAt}` },
        { notifyErrors: false },
      );
      toast.show(answer.message, { tone: answer.data.refused.length ? 'error' : 'success' });
      setReload((n) => n + 1);
      onSent();
    } catch (error) {
      toast.show(error instanceof Error ? error.message : String(error), { tone: 'error' });
    }
  };
  const columns: ListColumn<EmailDraft>[] = [
    {
      id: 'subject',
      title: t('email.draft.subject'),
      isRowHeader: true,
      render: (r) => r.subject || t('email.draft.noSubject'),
    },
    {
      id: 'to',
      title: t('email.draft.to'),
      render: (r) => <span className={styles.clip}>{r.to.join(', ') || t('notify.dash')}</span>,
    },
    {
      id: 'sendAt',
      title: t('email.draft.sendAt'),
      render: (r) => (r.sendAt ? time(r.sendAt) : t('email.draft.now')),
    },
    { id: 'updatedAt', title: t('notify.updatedAt'), render: (r) => time(r.updatedAt) },
    {
      id: 'actions',
      title: t('notify.actions'),
      open: (r) => granted(grant(emailRule.detail, emailRule.update), () => onEdit(r.id)),
      render: (r) => (
        <span className={styles.rowActions}>
          <Allowed by={grant(emailRule.detail, emailRule.update)}>
            <Button size="small" variant="quiet" onPress={() => onEdit(r.id)}>
              {t('notify.edit')} <span className="visually-hidden">{r.subject}</span>
            </Button>
          </Allowed>
          <Allowed by={grant(emailRule.send)}>
            <Button size="small" variant="quiet" onPress={() => send(r)}>
              {t('email.draft.send')} <span className="visually-hidden">{r.subject}</span>
            </Button>
          </Allowed>
          <Allowed by={grant(emailRule.del)}>
            <ConfirmAction
              size="small"
              url={emailDraftDeleteUrl([r.id])}
              run={deleteEmailRows}
              text={t('email.draft.deleteOne', { name: r.subject || t('email.draft.noSubject') })}
              onDone={() => setReload((n) => n + 1)}
            >
              {t('notify.delete')} <span className="visually-hidden">{r.subject}</span>
            </ConfirmAction>
          </Allowed>
        </span>
      ),
    },
  ];
  return (
    <ListView<EmailDraft>
      aria-label={t('email.draft.table')}
      columns={columns}
      rowKey={(r) => r.id}
      live="email_draft"
      load={(q: ListQueryState) =>
        listEmailDrafts({ page: q.page, pageSize: q.pageSize, keyword: q.keyword || undefined })
      }
      syncAddress={false}
      reloadSignal={`${reloadSignal}-${reload}`}
      empty={<EmptyState title={t('email.draft.empty')} />}
    />
  );
}

const noTemplates: { id: number; name: string }[] = [];

/** /notify/email/list: the e-mail log, drafts and templates as tabs; compose from any of them. */
export default function EmailList() {
  const t = useT();
  const mayCall = useMayCall();
  const grant = useGrant();
  const mayTemplates = mayCall(emailRule.template_list);
  const [handoff] = useState(() => takeHandedDraft('email-template:new'));
  const [tab, setTab] = useState(handoff.handed && mayTemplates ? 'templates' : 'log');
  const [compose, setCompose] = useState<{ draftId?: number } | null>(null);
  const [reload, setReload] = useState(0);
  const templates = useResource(
    mayTemplates ? ['templates', reload] : null,
    () =>
      listEmailTemplates({ pageSize: 100 }).then((page) =>
        page.list.map((x) => ({ id: x.id, name: x.name })),
      ),
    { keep: true },
  );
  const changed = () => setReload((n) => n + 1);
  const mayCompose = mayCall(emailRule.send) || mayCall(emailRule.add);
  return (
    <div className={layout.page}>
      <PageHeading className={layout.title}>{t('email.list.title')}</PageHeading>
      <div className={styles.headRow}>
        <p className={layout.muted}>{t('email.list.intro')}</p>
        {mayCompose ? (
          <Button variant="primary" onPress={() => setCompose({})}>
            {t('email.compose.open')}
          </Button>
        ) : null}
      </div>
      <Tabs selectedKey={tab} onSelectionChange={(k) => setTab(String(k))}>
        <TabList aria-label={t('email.list.title')}>
          <Tab id="log">{t('email.tab.log')}</Tab>
          {mayCall(emailRule.draft_list) ? <Tab id="drafts">{t('email.tab.drafts')}</Tab> : null}
          {mayTemplates ? <Tab id="templates">{t('email.tab.templates')}</Tab> : null}
        </TabList>
        <TabPanel id="log" shouldForceMount className={layout.panel}>
          <MessageLog<EmailLogItem>
            aria-label={t('email.list.table')}
            load={(body) => listEmail(body)}
            templates={templates.data ?? noTemplates}
            content={{
              title: t('email.list.subject'),
              render: (r) => (
                <span className={styles.clip}>
                  {r.subject}
                  {r.sendAt && r.status === 'queued' ? (
                    <span className={styles.reason}>
                      {t('email.list.scheduled', { time: time(r.sendAt) })}
                    </span>
                  ) : null}
                </span>
              ),
            }}
            toLabel={t('email.list.to')}
            repeat={granted(grant(emailRule.repeat), repeatEmail)}
            path="/notify/email/list"
            reloadSignal={reload}
            emptyText={t('email.list.empty')}
          />
        </TabPanel>
        {mayCall(emailRule.draft_list) ? (
          <TabPanel id="drafts" shouldForceMount className={layout.panel}>
            <Drafts reloadSignal={reload} onEdit={(id) => setCompose({ draftId: id })} onSent={changed} />
          </TabPanel>
        ) : null}
        {mayTemplates ? (
          <TabPanel id="templates" shouldForceMount className={layout.panel}>
            <Templates onChanged={changed} handoff={handoff} />
          </TabPanel>
        ) : null}
      </Tabs>
      <EmailCompose
        isOpen={compose !== null}
        onOpenChange={(open) => !open && setCompose(null)}
        draftId={compose?.draftId}
        onChanged={changed}
      />
    </div>
  );
}
