import './notify.strings.ts';
import { useState } from 'react';
import { smsBraceProblem, smsSegments, smsVariables } from '../../../contract/notify-text.ts';
import {
  type SmsKind,
  type SmsTemplate,
  smsKinds,
  smsTemplateCodeRule,
  smsTemplateContentRule,
  smsTemplateRule,
  smsTemplateTitleRule,
} from '../../../contract/sms.ts';
import { useT } from '../../i18n/use-t.ts';
import { takeHandedDraft } from '../../lib/draft-handoff.ts';
import type { FieldRules } from '../../lib/form-check.ts';
import type { FormObject } from '../../lib/form-serialiser.ts';
import type { ListQueryState } from '../../machines/list.machine.ts';
import { withFieldErrors } from '../../services/field-errors.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { useGrant } from '../../shell/use-may-call.ts';
import { Button } from '../../ui/button.tsx';
import { EditDialog } from '../../ui/edit-dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import layout from '../../ui/layout.module.css';
import { type ListColumn, ListView } from '../../ui/list-view.tsx';
import { ManagedForm } from '../../ui/managed-form.tsx';
import { rowActionsColumn } from '../../ui/row-actions.tsx';
import { Select, SelectItem } from '../../ui/select.tsx';
import { switchColumn } from '../../ui/switch-column.tsx';
import { TextArea } from '../../ui/text-area.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { Allowed, granted } from '../../ui/withheld.tsx';
import styles from './notify.module.css';
import {
  addSmsTemplate,
  deleteSmsTemplates,
  listSmsTemplates,
  setSmsTemplateStatus,
  smsTemplateDeleteUrl,
  smsTemplateDetail,
  updateSmsTemplate,
} from './sms.ts';

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const isKind = (v: string): v is SmsKind => smsKinds.some((k) => k === v);

/** The variables a text names, shown as the user types ("{code}" -> code). */
export function Variables({ names, label }: { names: string[]; label: string }) {
  const t = useT();
  return (
    <div>
      <p className={styles.count}>{label}</p>
      {names.length === 0 ? (
        <p className={styles.count}>{t('notify.noVariables')}</p>
      ) : (
        <ul className={styles.variables} aria-label={label}>
          {names.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SmsTemplateForm({ id, onSaved, handed }: { id?: number; onSaved: () => void; handed?: boolean }) {
  const t = useT();
  const rules: FieldRules = {
    title: { ...smsTemplateTitleRule, label: t('smsTemplate.name') },
    kind: { required: true, choice: true, label: t('smsTemplate.kind') },
    code: { ...smsTemplateCodeRule, label: t('smsTemplate.code') },
    content: {
      ...smsTemplateContentRule,
      label: t('smsTemplate.content'),
      check: (v) => {
        const piece = smsBraceProblem(str(v.content));
        return piece === null
          ? undefined
          : t('smsTemplate.badBraces', { label: t('smsTemplate.content'), piece });
      },
    },
  };
  const load =
    id === undefined
      ? undefined
      : async (): Promise<FormObject> => {
          const d = await smsTemplateDetail(id);
          return { title: d.title, kind: d.kind, code: d.code, content: d.content };
        };
  const submit = async (v: FormObject) => {
    const kind = str(v.kind);
    const body = {
      title: str(v.title).trim(),
      kind: isKind(kind) ? kind : 'notice',
      code: str(v.code).trim(),
      content: str(v.content).trim(),
    };
    if (id === undefined) return withFieldErrors(addSmsTemplate(body));
    return withFieldErrors(updateSmsTemplate({ id, ...body }));
  };
  return (
    <ManagedForm
      formId={`sms-template:${id ?? 'new'}`}
      live={id === undefined ? undefined : { entity: 'sms_template', id: Number(id) }}
      handedDraft={handed}
      rules={rules}
      initialValues={id === undefined ? { title: '', kind: 'notice', code: '', content: '' } : undefined}
      load={load}
      submit={submit}
      onSaved={onSaved}
      aria-label={id === undefined ? t('smsTemplate.addTitle') : t('smsTemplate.editTitle')}
    >
      {(api) => {
        const content = str(api.values.content);
        return (
          <div className={styles.dialogBody}>
            <TextField
              {...api.text('title')}
              label={t('smsTemplate.name')}
              maxLength={smsTemplateTitleRule.max}
              autoFocus
            />
            <Select
              {...api.choice('kind')}
              label={t('smsTemplate.kind')}
              items={smsKinds.map((k) => ({ id: k, label: t(`smsTemplate.kind.${k}`) }))}
            >
              {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
            </Select>
            <TextField
              {...api.text('code')}
              label={t('smsTemplate.code')}
              description={t('smsTemplate.codeHint')}
              maxLength={smsTemplateCodeRule.max}
            />
            <TextArea
              {...api.text('content')}
              label={t('smsTemplate.content')}
              description={t('smsTemplate.contentHint', {
                chars: [...content].length,
                parts: content ? smsSegments(content) : 0,
              })}
              maxLength={smsTemplateContentRule.max}
            />
            <Variables names={smsVariables(content)} label={t('smsTemplate.variables')} />
          </div>
        );
      }}
    </ManagedForm>
  );
}

type Editing = { mode: 'add' } | { mode: 'edit'; id: number; title: string } | null;

/** /notify/sms/template: the brand's SMS templates; add, edit, enable or disable, delete. */
export default function SmsTemplateScreen() {
  const t = useT();
  const grant = useGrant();
  const may = {
    add: grant(smsTemplateRule.templateadd),
    edit: grant(smsTemplateRule.templatedetail, smsTemplateRule.templateupdate),
    status: grant(smsTemplateRule.templatestatus),
    del: grant(smsTemplateRule.templatedel),
  };
  // A draft handed over by the assistant (lib/draft-handoff.ts) opens the new template's form, which
  // offers it; nothing is saved until the user saves.
  const [handoff] = useState(() => takeHandedDraft('sms-template:new'));
  const [editing, setEditing] = useState<Editing>(() =>
    handoff.handed && may.add === true ? { mode: 'add' } : null,
  );
  const [reload, setReload] = useState(0);
  const close = () => {
    setEditing(null);
    handoff.done();
  };
  const load = (q: ListQueryState) =>
    listSmsTemplates({ page: q.page, pageSize: q.pageSize, keyword: q.keyword || undefined });
  const columns: ListColumn<SmsTemplate>[] = [
    { id: 'title', title: t('smsTemplate.name'), isRowHeader: true, render: (r) => r.title },
    { id: 'kind', title: t('smsTemplate.kind'), render: (r) => t(`smsTemplate.kind.${r.kind}`) },
    { id: 'code', title: t('smsTemplate.code'), render: (r) => r.code || t('notify.dash') },
    {
      id: 'content',
      title: t('smsTemplate.content'),
      render: (r) => <span className={styles.clip}>{r.content}</span>,
    },
    {
      id: 'variables',
      title: t('smsTemplate.variables'),
      render: (r) => (r.variables.length ? r.variables.join(', ') : t('notify.dash')),
    },
    switchColumn<SmsTemplate>({
      id: 'display',
      title: t('notify.enabled'),
      label: (r) => t('smsTemplate.statusOf', { name: r.title }),
      isOn: (r) => r.display,
      set: granted(may.status, setSmsTemplateStatus),
      word: (on) => t(on ? 'notify.on' : 'notify.off'),
    }),
    rowActionsColumn<SmsTemplate>(
      t('notify.actions'),
      (r) => ({
        name: r.title,
        editLabel: t('smsTemplate.editLabel', { name: r.title }),
        onEdit: granted(may.edit, () => setEditing({ mode: 'edit', id: r.id, title: r.title })),
        deleteUrl: granted(may.del, smsTemplateDeleteUrl([r.id])),
        runDelete: deleteSmsTemplates,
        deleteText: t('smsTemplate.deleteOne', { name: r.title }),
        onDeleted: () => setReload((n) => n + 1),
      }),
      { className: styles.rowActions },
    ),
  ];
  return (
    <div className={layout.page}>
      <PageHeading className={layout.title}>{t('smsTemplate.title')}</PageHeading>
      <p className={layout.muted}>{t('smsTemplate.intro')}</p>
      <ListView<SmsTemplate>
        aria-label={t('smsTemplate.table')}
        columns={columns}
        rowKey={(r) => r.id}
        live="sms_template"
        load={load}
        reloadSignal={reload}
        toolbar={
          <Allowed by={may.add}>
            <Button variant="primary" onPress={() => setEditing({ mode: 'add' })}>
              {t('smsTemplate.add')}
            </Button>
          </Allowed>
        }
        bulkDelete={granted(may.del, { url: smsTemplateDeleteUrl, run: deleteSmsTemplates })}
        empty={<EmptyState title={t('smsTemplate.empty')} />}
      />
      <EditDialog
        editing={editing}
        onClose={close}
        title={(e) =>
          e.mode === 'add' ? t('smsTemplate.addTitle') : t('smsTemplate.editTitleOf', { name: e.title })
        }
      >
        {(e) => (
          <SmsTemplateForm
            id={e.mode === 'edit' ? e.id : undefined}
            handed={e.mode === 'add' && handoff.handed}
            onSaved={() => {
              close();
              setReload((n) => n + 1);
            }}
          />
        )}
      </EditDialog>
    </div>
  );
}
