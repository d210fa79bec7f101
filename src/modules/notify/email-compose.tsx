import '../../i18n/kit.ts';
import { useSelector } from '@xstate/react';
import { TriangleAlert } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { customerRule } from '../../../contract/customer.ts';
import { type EmailRecipient, type EmailTemplate, emailKey, emailRule } from '../../../contract/email.ts';
import { customerVariables, emailVariables, renderEmail } from '../../../contract/notify-text.ts';
import { useT } from '../../i18n/use-t.ts';
import { chinaPickerValue, fromChinaPickerValue } from '../../lib/dates.ts';
import { hashHref } from '../../lib/hash.ts';
import { leftOutNote, splitRecipients, tallyRecipients } from '../../lib/recipients.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { useInspectedActor } from '../../lib/use-inspected-actor.ts';
import { withFieldErrors } from '../../services/field-errors.ts';
import { mailMediaSource } from '../../services/kit-sources.ts';
import { useMayBrowseMedia } from '../../shell/use-may-browse-media.ts';
import { useGrant, useMayCall } from '../../shell/use-may-call.ts';
import { Button } from '../../ui/button.tsx';
import { ComboBox } from '../../ui/combo-box.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { focusFirstInvalid } from '../../ui/focus-invalid.ts';
import { FormBanner } from '../../ui/form-banner.tsx';
import { useLeaveGuard } from '../../ui/leave-question.tsx';
import { Link } from '../../ui/link.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Radio, RadioGroup } from '../../ui/radio-group.tsx';
import { SaveButton } from '../../ui/save-button.tsx';
import { Select, SelectItem } from '../../ui/select.tsx';
import { TextArea } from '../../ui/text-area.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { isTimeEarly, TimeToComePicker } from '../../ui/time-to-come-picker.tsx';
import { useToast } from '../../ui/toast-provider.tsx';
import { useResource } from '../../ui/use-resource.ts';
import { Allowed } from '../../ui/withheld.tsx';
import { CustomerGroupSelect } from './customer-group-select.tsx';
import {
  addEmailDraft,
  emailConfig,
  emailDraftDetail,
  emailRecipients,
  emailSendPreview,
  listEmailTemplates,
  sendEmail,
  updateEmailDraft,
} from './email.ts';
import styles from './notify.module.css';
import { sendMachine, withoutMarks } from './send.machine.ts';
import { SendOutcome } from './send-outcome.tsx';
import { useVariableWords } from './variable-words.ts';

// Tiptap stays in its own chunk, loaded when a message is written.
const RichTextEditor = lazy(() => import('../../ui/rich-text-editor.tsx'));

/** The overview with its e-mail settings tab open. */
const emailSettingsHref = '/notify/index?tab=email';

/** The picker's `YYYY-MM-DDTHH:mm`, China time as every time the console shows, as an ISO time. */
function isoOf(local: string): string | null {
  if (!local) return null;
  const d = fromChinaPickerValue(local);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

function localOf(iso: string | null): string {
  return iso ? chinaPickerValue(iso) : '';
}

export interface EmailComposeProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The draft to open; absent for a new message. */
  draftId?: number;
  /** A batch was made or a draft saved: the lists reload. */
  onChanged?: () => void;
}

export function EmailCompose({ isOpen, onOpenChange, draftId, onChanged }: EmailComposeProps) {
  const t = useT();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.wideModal}>
      <Dialog title={draftId ? t('email.compose.editDraft') : t('email.compose.title')}>
        <ComposeForm draftId={draftId} onClose={() => onOpenChange(false)} onChanged={onChanged} />
      </Dialog>
    </Modal>
  );
}

interface Fields {
  /** Typed or picked addresses, or a saved customer group (sent directly, never kept as a draft). */
  audience: 'typed' | 'group';
  customerGroupId: number | null;
  to: string;
  cc: string;
  mode: 'template' | 'text';
  templateId: number | null;
  params: Record<string, string>;
  subject: string;
  body: string;
  when: 'now' | 'later';
  sendAt: string;
}

/** The fields as a message: an empty value typed for a variable is no value. */
function asMessage(f: Fields): string {
  const params = Object.entries(f.params).filter(([, v]) => v.trim() !== '');
  return JSON.stringify({ ...f, params: Object.fromEntries(params) });
}

const noTemplates: EmailTemplate[] = [];
const noPeople: EmailRecipient[] = [];

const empty: Fields = {
  audience: 'typed',
  customerGroupId: null,
  to: '',
  cc: '',
  mode: 'text',
  templateId: null,
  params: {},
  subject: '',
  body: '',
  when: 'now',
  sendAt: '',
};

/**
 * Recipients typed, pasted or picked from the brand's people (`user`), a template with its values or
 * a subject and rich text, now or at a time; saved as a draft or sent over the send machine.
 */
function ComposeForm({
  draftId,
  onClose,
  onChanged,
}: {
  draftId?: number;
  onClose: () => void;
  onChanged?: () => void;
}) {
  const t = useT();
  const mayBrowse = useMayBrowseMedia();
  const toast = useToast();
  const mayCall = useMayCall();
  const grant = useGrant();
  const mayGroup = mayCall(customerRule.groupList);
  const draftRead = useResource(draftId ?? null, () =>
    emailDraftDetail(draftId ?? 0).then(
      (d): Fields => ({
        ...empty,
        to: d.to.join('\n'),
        cc: d.cc.join(', '),
        mode: d.templateId ? 'template' : 'text',
        templateId: d.templateId,
        params: d.params,
        subject: d.subject,
        body: d.body,
        when: d.sendAt ? 'later' : 'now',
        sendAt: localOf(d.sendAt),
      }),
    ),
  );
  // What the user typed over the draft as read (an unread draft starts empty); null before any typing.
  const [typed, setFields] = useState<Fields | null>(null);
  const fields = typed ?? (draftId ? (draftRead.failed ? empty : draftRead.data) : empty);
  const [draft, setDraft] = useState<number | undefined>(draftId);
  // What closing would lose nothing of: the draft as read (or an empty form), then what was last saved
  // as a draft, and an empty form again after a send.
  const [kept, setKept] = useState<Fields | null>(null);
  // A right lost while the form is open keeps what was typed; its button stays, withheld.
  const maySend = grant(emailRule.send);
  const maySave = grant(draft ? emailRule.update : emailRule.add);
  const templatesRead = useResource('templates', () =>
    listEmailTemplates({ pageSize: 100, display: true }).then((page) => page.list),
  );
  // Unread, the list offers none; while it loads it says so (not "no templates").
  const templates = templatesRead.data ?? noTemplates;
  const [keyword, setKeyword] = useState('');
  const searched = useDebounced(keyword.trim(), 250);
  const people =
    useResource(['people', searched], () => emailRecipients(searched).then((r) => r.list), { keep: true })
      .data ?? noPeople;
  const [draftErrors, setDraftErrors] = useState<Record<string, string>>({});
  // Whether the brand's mail server is set, read as the form opens (only a role that may read it).
  const mayReadConfig = mayCall(emailRule.config_detail);
  const config = useResource(mayReadConfig ? 'config' : null, () =>
    emailConfig().then((c) => Boolean(c.host && c.fromAddress)),
  );
  const serverSet = config.data ?? true;
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const set = (patch: Partial<Fields>) => setFields((f) => ({ ...(f ?? fields ?? empty), ...patch }));
  const words = useVariableWords();

  const template = templates.find((x) => x.id === fields?.templateId) ?? null;
  const variables = template ? emailVariables(template.subject, template.body) : [];
  const toGroup = mayGroup && fields?.audience === 'group';
  // A group's customers fill `name` and `company` each with their own; the rest are typed here.
  const typedVariables = toGroup
    ? variables.filter((v) => !customerVariables.some((c) => c === v))
    : variables;

  const message = () => {
    const f = fields ?? empty;
    const group = mayGroup && f.audience === 'group';
    const common = {
      to: group ? [] : splitRecipients(f.to),
      cc: group ? [] : splitRecipients(f.cc),
      sendAt: f.when === 'later' ? isoOf(f.sendAt) : null,
    };
    return f.mode === 'template'
      ? {
          ...common,
          templateId: f.templateId,
          params: Object.fromEntries(typedVariables.map((v) => [v, f.params[v] ?? ''])),
          subject: '',
          body: '',
        }
      : { ...common, templateId: null, params: {}, subject: f.subject.trim(), body: f.body };
  };
  const groupId = toGroup ? (fields?.customerGroupId ?? 0) : undefined;
  const chosenGroup = toGroup ? (fields?.customerGroupId ?? null) : null;
  // What a send to the chosen group will do (its recipients, who is left out, the first one's
  // values), read when the group is chosen, as the SMS dialog does; null while it is read. Unread,
  // the count is not shown: the send's answer still says what went.
  const groupPreview = useResource(chosenGroup, () =>
    chosenGroup === null ? Promise.resolve(null) : emailSendPreview(chosenGroup),
  ).data;
  const latest = useRef({ message, draft, groupId });
  latest.current = { message, draft, groupId };

  const actor = useInspectedActor(
    sendMachine.provide({
      actors: {
        sendMessage: fromPromise(async ({ input }) => {
          const m = latest.current.message();
          const id = latest.current.draft;
          const customerGroupId = latest.current.groupId;
          // A draft is sent as it now reads: saved first, then sent by id (the server then drops it).
          if (id && customerGroupId === undefined) {
            await withFieldErrors(updateEmailDraft({ id, ...m }));
            return withFieldErrors(sendEmail({ id, requestId: input.requestId }));
          }
          const { templateId, sendAt, to, cc, ...rest } = m;
          return withFieldErrors(
            sendEmail({
              ...rest,
              ...(customerGroupId === undefined ? { to, cc } : { customerGroupId }),
              ...(templateId ? { templateId } : {}),
              ...(sendAt ? { sendAt } : {}),
              requestId: input.requestId,
            }),
          );
        }),
      },
    }),
    { input: {} },
  );
  const errors = { ...useSelector(actor, (s) => s.context.errors), ...draftErrors };
  // A change by the user: the fields it touches (`marks`, else the patch's own) lose the marks the
  // last send or draft check gave them.
  const edit = (patch: Partial<Fields>, ...marks: string[]) => {
    set(patch);
    const fields = marks.length > 0 ? marks : Object.keys(patch);
    setDraftErrors((e) => fields.reduce(withoutMarks, e));
    for (const field of fields) actor.send({ type: 'send.edit', field });
  };
  const failure = useSelector(actor, (s) => s.context.message);
  const result = useSelector(actor, (s) => s.context.result);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const answered = useSelector(actor, (s) => s.hasTag('refusals') || s.hasTag('done'));
  // Closing the dialog (Escape, an outside click, the corner ×, Cancel) with changes not kept as a
  // draft asks first; a form with nothing new, or whose message has gone, closes at once.
  const guard = useLeaveGuard({
    unsaved:
      !answered &&
      typed !== null &&
      asMessage(typed) !== asMessage(kept ?? (draftId ? draftRead.data : null) ?? empty),
    busy,
    onClose,
  });

  useEffect(() => {
    const subs = [
      actor.on('send.invalid', () => requestAnimationFrame(() => focusFirstInvalid(formRef.current))),
      actor.on('send.sent', () => {
        setDraft(undefined);
        onChanged?.();
        requestAnimationFrame(() => resultRef.current?.focus());
      }),
      actor.on('send.closed', onClose),
    ];
    return () => {
      for (const s of subs) s.unsubscribe();
    };
  }, [actor, onClose, onChanged]);

  if (!fields) return <p role="status">{t('kit.loading')}</p>;

  if (answered && result)
    return (
      <SendOutcome
        result={result}
        focusRef={resultRef}
        onFix={(addresses) => {
          set({ to: addresses.join('\n'), audience: 'typed' });
          actor.send({ type: 'send.fix' });
        }}
        onAgain={() => {
          setFields(empty);
          setKept(empty);
          actor.send({ type: 'send.again' });
        }}
        onFinish={() => actor.send({ type: 'send.close' })}
      />
    );

  const check = (forDraft: boolean) => {
    const problems: Record<string, string> = {};
    if (toGroup && !forDraft && !fields.customerGroupId) problems.customerGroupId = t('notify.group.choose');
    if (!toGroup && !forDraft && splitRecipients(fields.to).length === 0)
      problems.to = t('email.compose.noRecipients');
    // The server takes copies only to addresses (a draft's too) and refuses the whole message for one
    // that is not, without naming it; so each entry is judged here, by the rule recipients count by.
    const badCc = tallyRecipients(splitRecipients(fields.cc), emailKey).bad;
    if (!toGroup && badCc.length > 0)
      problems.cc = t('email.compose.ccBad', {
        count: badCc.length,
        list: badCc.slice(0, 3).join(t('notify.listJoiner')) + (badCc.length > 3 ? t('notify.andMore') : ''),
      });
    if (fields.when === 'later' && !isoOf(fields.sendAt)) problems.sendAt = t('email.compose.sendAtMissing');
    if (forDraft) return problems;
    // A draft may keep a time that has passed; a send at it would go out at once, so it is refused.
    if (fields.when === 'later' && isTimeEarly(fields.sendAt))
      problems.sendAt = t('check.beforeNow', { label: t('email.compose.sendAt') });
    if (fields.mode === 'template') {
      if (!fields.templateId) problems.templateId = t('email.compose.chooseTemplate');
      for (const v of typedVariables)
        if (!(fields.params[v] ?? '').trim())
          problems[`params.${v}`] = t('email.compose.paramMissing', { name: words(v) });
    } else {
      if (!fields.subject.trim()) problems.subject = t('email.compose.subjectMissing');
      if (!fields.body) problems.body = t('email.compose.bodyMissing');
    }
    return problems;
  };

  // Before sending, what the send will do: how many get the message and, in a neutral note, who of
  // the group does not and why (the count the group's name shows includes them).
  const groupNote =
    chosenGroup !== null
      ? groupPreview
        ? [
            t('email.compose.groupGoing', { count: groupPreview.recipients }),
            ...groupPreview.leftOut.map((r) => r.message),
          ].join(t('notify.listSeparator'))
        : t('email.compose.groupReading')
      : t('email.compose.groupHint');

  // The template as the first recipient will read it: a group's customer values filled in, and a
  // value still to type shown by its name in words, never as a placeholder.
  const first = toGroup ? (groupPreview?.first ?? null) : null;
  const filled: Record<string, string> = {};
  for (const v of variables) filled[v] = `［${words(v)}］`;
  for (const v of typedVariables) if ((fields.params[v] ?? '').trim()) filled[v] = fields.params[v] ?? '';
  if (first) for (const v of customerVariables) if (variables.includes(v)) filled[v] = first[v];

  // What will go, counted by the rule the server sends by: an entry that is not an address, or repeats
  // one (case aside), is not counted, and the hint says how many and why.
  const toHint = () => {
    const tally = tallyRecipients(splitRecipients(fields.to), emailKey);
    const leftOut = leftOutNote(tally, {
      bad: (n, list) => t('email.compose.badCount', { count: n, list }),
      repeated: (n) => t('sms.send.repeatedCount', { count: n }),
      notCounted: (list) => t('sms.send.notCounted', { list }),
      joiner: t('notify.listJoiner'),
      andMore: t('notify.andMore'),
    });
    return `${t('email.compose.toHint', { count: tally.going })}${leftOut}`;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (maySend !== true) return;
    setDraftErrors({});
    actor.send({ type: 'send.submit', problems: check(false) });
  };

  const saveDraft = async () => {
    const problems = check(true);
    setDraftErrors(problems);
    if (Object.keys(problems).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      throw new Error(t('email.compose.checkFields'));
    }
    const m = message();
    const saved = fields;
    const body = { ...m, templateId: m.templateId ?? null };
    if (draft) await withFieldErrors(updateEmailDraft({ id: draft, ...body }));
    else setDraft((await withFieldErrors(addEmailDraft(body))).id);
    setKept(saved);
  };

  return (
    <form
      ref={formRef}
      className={styles.dialogBody}
      onSubmit={submit}
      noValidate
      aria-label={t('email.compose.title')}
    >
      {serverSet ? null : (
        <p className={styles.notice} role="status">
          <TriangleAlert aria-hidden="true" size={16} />
          <span>
            {t('email.compose.noServer')}{' '}
            <Link href={hashHref(emailSettingsHref)}>{t('email.compose.toSettings')}</Link>
          </span>
        </p>
      )}
      {failure ? <FormBanner>{failure}</FormBanner> : null}
      {mayGroup ? (
        <RadioGroup
          label={t('email.compose.audience')}
          value={fields.audience}
          onChange={(v) => edit({ audience: v === 'group' ? 'group' : 'typed' })}
          orientation="horizontal"
        >
          <Radio value="typed" autoFocus={fields.audience === 'typed'}>
            {t('email.compose.typed')}
          </Radio>
          <Radio value="group" autoFocus={fields.audience === 'group'}>
            {t('notify.group.label')}
          </Radio>
        </RadioGroup>
      ) : null}
      {toGroup ? (
        <CustomerGroupSelect
          selectedId={fields.customerGroupId}
          onChange={(id) => edit({ customerGroupId: id })}
          description={groupNote}
          errorMessage={errors.customerGroupId}
        />
      ) : (
        <>
          <TextArea
            label={t('email.compose.to')}
            isRequired
            value={fields.to}
            onChange={(v) => edit({ to: v })}
            description={toHint()}
            errorMessage={errors.to}
            autoFocus={!mayGroup}
          />
          <ComboBox
            label={t('email.compose.pick')}
            description={t('email.compose.pickHint')}
            items={people}
            inputValue={keyword}
            onInputChange={setKeyword}
            onSelectionChange={(k) => {
              const person = people.find((p) => `${p.kind}:${p.id}` === k);
              if (!person) return;
              const list = splitRecipients(fields.to);
              if (!list.includes(person.email)) edit({ to: [...list, person.email].join('\n') });
              setKeyword('');
            }}
            selectedKey={null}
          >
            {(p) => (
              <SelectItem id={`${p.kind}:${p.id}`} textValue={`${p.name} ${p.email}`}>
                {p.name} &lt;{p.email}&gt;
              </SelectItem>
            )}
          </ComboBox>
          <TextField
            label={t('email.compose.cc')}
            value={fields.cc}
            onChange={(v) => edit({ cc: v })}
            description={t('email.compose.ccHint')}
            errorMessage={errors.cc}
          />
        </>
      )}
      <RadioGroup
        label={t('email.compose.mode')}
        value={fields.mode}
        onChange={(v) => edit({ mode: v === 'template' ? 'template' : 'text' })}
        orientation="horizontal"
      >
        <Radio value="text">{t('email.compose.modeText')}</Radio>
        <Radio value="template">{t('email.compose.modeTemplate')}</Radio>
      </RadioGroup>
      {fields.mode === 'template' ? (
        <>
          <Select
            label={t('email.compose.template')}
            isRequired
            items={templates}
            isLoading={templatesRead.loading}
            isLoadFailed={templatesRead.failed}
            onRetry={templatesRead.retry}
            selectedKey={fields.templateId}
            onSelectionChange={(k) => edit({ templateId: k === null ? null : Number(k), params: {} })}
            errorMessage={errors.templateId}
            description={templatesRead.data?.length === 0 ? t('email.compose.noTemplates') : undefined}
          >
            {(x) => <SelectItem id={x.id}>{x.name}</SelectItem>}
          </Select>
          {typedVariables.map((v) => (
            <TextField
              key={v}
              label={t('email.compose.param', { name: words(v) })}
              isRequired
              value={fields.params[v] ?? ''}
              onChange={(value) => edit({ params: { ...fields.params, [v]: value } }, `params.${v}`)}
              errorMessage={errors[`params.${v}`]}
            />
          ))}
          {template ? (
            <section aria-label={t('email.compose.previewTitle')} className={styles.dialogBody}>
              {first ? (
                <p className={styles.count}>{t('email.compose.previewFirst', { name: first.name })}</p>
              ) : null}
              <p className={styles.count}>
                {t('email.compose.subjectIs', { subject: renderEmail(template.subject, filled) })}
              </p>
              <div
                className={styles.mailPreview}
                // The server sanitised the template's HTML before storing it; the values put in are
                // escaped (renderEmail's html), as the server's mustache escapes them.
                // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised template, escaped values
                dangerouslySetInnerHTML={{ __html: renderEmail(template.body, filled, true) }}
              />
            </section>
          ) : null}
        </>
      ) : (
        <>
          <TextField
            label={t('email.compose.subject')}
            isRequired
            value={fields.subject}
            onChange={(v) => edit({ subject: v })}
            errorMessage={errors.subject}
            maxLength={200}
          />
          <Suspense fallback={<p role="status">{t('email.compose.loadingEditor')}</p>}>
            <RichTextEditor
              label={t('email.compose.body')}
              isRequired
              defaultValue={fields.body}
              onChange={(html) => edit({ body: html })}
              media={mayBrowse() ? mailMediaSource : null}
              errorMessage={errors.body}
            />
          </Suspense>
        </>
      )}
      <RadioGroup
        label={t('email.compose.when')}
        value={fields.when}
        onChange={(v) => edit({ when: v === 'later' ? 'later' : 'now' })}
        orientation="horizontal"
      >
        <Radio value="now">{t('email.compose.now')}</Radio>
        <Radio value="later">{t('email.compose.later')}</Radio>
      </RadioGroup>
      {fields.when === 'later' ? (
        <TimeToComePicker
          label={t('email.compose.sendAt')}
          isRequired
          value={fields.sendAt}
          onChange={(v) => edit({ sendAt: v })}
          errorMessage={errors.sendAt}
        />
      ) : null}
      <div className={styles.actions} data-keep-clear="">
        <Button onPress={guard.requestClose}>{t('kit.cancel')}</Button>
        {toGroup ? null : (
          <Allowed by={maySave}>
            <SaveButton
              variant="secondary"
              onSave={saveDraft}
              onSaved={() => {
                toast.show(t('email.compose.draftSaved'), { tone: 'success' });
                onChanged?.();
              }}
              onFailed={(e) => {
                if (
                  e instanceof Error &&
                  'fieldErrors' in e &&
                  e.fieldErrors &&
                  typeof e.fieldErrors === 'object'
                )
                  setDraftErrors(
                    Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, String(v)])),
                  );
                toast.show(e instanceof Error ? e.message : String(e), { tone: 'error' });
              }}
            >
              {t('email.compose.saveDraft')}
            </SaveButton>
          </Allowed>
        )}
        <Allowed by={maySend}>
          <Button type="submit" variant="primary" isPending={busy}>
            {fields.when === 'later' ? t('email.compose.schedule') : t('email.compose.send')}
          </Button>
        </Allowed>
      </div>
      {guard.question}
    </form>
  );
}
