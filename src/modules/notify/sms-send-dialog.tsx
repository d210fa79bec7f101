import '../../i18n/kit.ts';
import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { customerRule } from '../../../contract/customer.ts';
import {
  customerVariables,
  renderSms,
  smsBilledLength,
  smsVariables,
} from '../../../contract/notify-text.ts';
import { normalMobile, smsRule } from '../../../contract/sms.ts';
import { useT } from '../../i18n/use-t.ts';
import { leftOutNote, splitRecipients, tallyRecipients } from '../../lib/recipients.ts';
import { useInspectedActor } from '../../lib/use-inspected-actor.ts';
import { withFieldErrors } from '../../services/field-errors.ts';
import { useGrant, useMayCall } from '../../shell/use-may-call.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { focusFirstInvalid } from '../../ui/focus-invalid.ts';
import { FormBanner } from '../../ui/form-banner.tsx';
import { useLeaveGuard } from '../../ui/leave-question.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Radio, RadioGroup } from '../../ui/radio-group.tsx';
import { Select, SelectItem } from '../../ui/select.tsx';
import { TextArea } from '../../ui/text-area.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useResource } from '../../ui/use-resource.ts';
import { Allowed } from '../../ui/withheld.tsx';
import { CustomerGroupSelect } from './customer-group-select.tsx';
import styles from './notify.module.css';
import { sendMachine } from './send.machine.ts';
import { SendOutcome } from './send-outcome.tsx';
import { listSmsTemplates, sendSms, smsConfig, smsSendPreview } from './sms.ts';
import { useVariableWords } from './variable-words.ts';

export interface SmsSendDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** A batch was made: the log shows it. */
  onSent?: () => void;
  /** The dialog's title; default "发送短信" (the settings' test uses "发送测试短信"). */
  title?: string;
}

/** The "send SMS" dialog; its form starts anew each time it opens. */
export function SmsSendDialog({ isOpen, onOpenChange, onSent, title }: SmsSendDialogProps) {
  const t = useT();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.wideModal}>
      <Dialog title={title ?? t('sms.send.title')}>
        <SmsSendForm onClose={() => onOpenChange(false)} onSent={onSent} />
      </Dialog>
    </Modal>
  );
}

type Refused = { mobile?: string; to?: string; message: string };

/**
 * Template, recipients typed or pasted, parameters with the text as it will arrive (sign included)
 * and its length in SMS parts, over the send machine. Refused numbers are listed with their reasons
 * and can be corrected and sent again.
 */
export function SmsSendForm({ onClose, onSent }: { onClose: () => void; onSent?: () => void }) {
  const t = useT();
  const mayCall = useMayCall();
  // Sending is the form's one action: a right lost while it is open keeps what was typed and
  // withholds the send button with the reason.
  const maySend = useGrant()(smsRule.send);
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [mobiles, setMobiles] = useState('');
  const [audience, setAudience] = useState<'typed' | 'group'>('typed');
  const [groupId, setGroupId] = useState<number | null>(null);
  const words = useVariableWords();
  const [params, setParams] = useState<Record<string, string>>({});
  const [lastRefused, setLastRefused] = useState<Refused[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const templatesRead = useResource('templates', () =>
    listSmsTemplates({ pageSize: 100, display: true }).then((page) => page.list),
  );
  // Null while it loads and when it could not be read (the select then offers a retry).
  const templates = templatesRead.data;
  // The brand's sign name ('' when none is set); null while unread, or for a role that may not read it.
  const signRead = useResource(mayCall(smsRule.configdetail) ? 'sign' : null, () =>
    smsConfig().then((c) => c.signName),
  ).data;
  const sign = signRead ?? '';
  const template = templates?.find((x) => x.id === templateId) ?? null;
  const variables = template ? smsVariables(template.content) : [];
  const mayGroup = mayCall(customerRule.groupList);
  const toGroup = mayGroup && audience === 'group';
  // A group's customers fill `name` and `company` each with their own; the rest are typed here.
  const typedVariables = toGroup
    ? variables.filter((v) => !customerVariables.some((c) => c === v))
    : variables;
  const body = () => ({
    templateId: templateId ?? 0,
    ...(toGroup ? { customerGroupId: groupId ?? 0 } : { mobiles: splitRecipients(mobiles) }),
    params: Object.fromEntries(typedVariables.map((v) => [v, params[v] ?? ''])),
  });
  const latest = useRef(body);
  latest.current = body;

  const actor = useInspectedActor(
    sendMachine.provide({
      actors: {
        sendMessage: fromPromise(({ input }) =>
          withFieldErrors(sendSms({ ...latest.current(), requestId: input.requestId })),
        ),
      },
    }),
    { input: {} },
  );
  const errors = useSelector(actor, (s) => s.context.errors);
  // A field the user changes loses the mark the last try gave it.
  const edited = (...fields: string[]) => {
    for (const field of fields) actor.send({ type: 'send.edit', field });
  };
  const message = useSelector(actor, (s) => s.context.message);
  const result = useSelector(actor, (s) => s.context.result);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const answered = useSelector(actor, (s) => s.hasTag('refusals') || s.hasTag('done'));
  // Closing the dialog (Escape, an outside click, the corner ×, Cancel) with something chosen or typed
  // asks first; an empty form, or one whose message has gone, closes at once; a send under way stays.
  const guard = useLeaveGuard({
    unsaved:
      !answered &&
      (templateId !== null ||
        groupId !== null ||
        mobiles.trim() !== '' ||
        Object.values(params).some((v) => v.trim() !== '')),
    busy,
    onClose,
  });

  useEffect(() => {
    const subs = [
      actor.on('send.invalid', () => {
        // After the marks render.
        requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      }),
      actor.on('send.sent', () => {
        onSent?.();
        requestAnimationFrame(() => resultRef.current?.focus());
      }),
      actor.on('send.closed', onClose),
    ];
    return () => {
      for (const s of subs) s.unsubscribe();
    };
  }, [actor, onClose, onSent]);

  // What a send to the chosen group will do (its recipients, who is left out, the first one's
  // values), read when the group is chosen; null while it is read. Unread, the count is not shown:
  // the send's answer still says what went.
  const previewed = toGroup ? groupId : null;
  const groupPreview = useResource(previewed, () =>
    previewed === null ? Promise.resolve(null) : smsSendPreview(previewed),
  ).data;
  // Before sending, what the send will do: how many get the message and, in a neutral note, who of
  // the group does not and why (the count the group's name shows includes them).
  const groupNote =
    toGroup && groupId !== null
      ? groupPreview
        ? [
            t('sms.send.groupGoing', { count: groupPreview.recipients }),
            ...groupPreview.leftOut.map((r) => r.message),
          ].join(t('notify.listSeparator'))
        : t('sms.send.groupReading')
      : t('sms.send.groupHint');

  // The preview as the first recipient will read it: a group's customer values filled in, and a
  // value still to type shown by its name in words, never as a placeholder.
  const first = toGroup ? (groupPreview?.first ?? null) : null;
  // The values as they will be sent: typed so far, or the first customer's.
  const values: Record<string, string> = {};
  for (const v of typedVariables) if ((params[v] ?? '').trim()) values[v] = params[v] ?? '';
  if (first) for (const v of customerVariables) if (variables.includes(v)) values[v] = first[v];
  const filled: Record<string, string> = {};
  for (const v of variables) filled[v] = values[v] ?? `［${words(v)}］`;
  const text = template ? `${sign ? `【${sign}】` : ''}${renderSms(template.content, filled)}` : '';
  // The estimate counts the text as it will be billed, never the names shown for values still to fill.
  const billed = template ? smsBilledLength(template.content, values, sign) : null;
  const lengthNote = () => {
    const pending = billed?.pending ?? false;
    if (signRead === undefined || signRead === null)
      return pending ? t('sms.send.lengthNoSignPending') : t('sms.send.lengthNoSign');
    if (sign) return pending ? t('sms.send.lengthSignPending') : t('sms.send.lengthSign');
    return pending ? t('sms.send.lengthPending') : '';
  };
  const entered = splitRecipients(mobiles);
  // What will go: numbers the server would refuse (not a mobile, repeated) are not counted.
  const tally = tallyRecipients(entered, normalMobile);
  const count = toGroup ? (groupPreview?.recipients ?? 0) : tally.going;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (maySend !== true) return;
    const problems: Record<string, string> = {};
    if (!templateId) problems.templateId = t('sms.send.chooseTemplate');
    if (toGroup && !groupId) problems.customerGroupId = t('notify.group.choose');
    if (!toGroup && entered.length === 0) problems.mobiles = t('sms.send.noMobiles');
    for (const v of typedVariables)
      if (!(params[v] ?? '').trim()) problems[`params.${v}`] = t('sms.send.paramMissing', { name: words(v) });
    setLastRefused([]);
    actor.send({ type: 'send.submit', problems });
  };

  if (answered && result)
    return (
      <SendOutcome
        result={result}
        focusRef={resultRef}
        onFix={(numbers) => {
          setMobiles(numbers.join('\n'));
          setAudience('typed');
          setLastRefused(result.refused);
          actor.send({ type: 'send.fix' });
        }}
        onAgain={() => {
          setMobiles('');
          setGroupId(null);
          actor.send({ type: 'send.again' });
        }}
        onFinish={() => actor.send({ type: 'send.close' })}
      />
    );

  const refusedNote =
    lastRefused.length > 0
      ? t('sms.send.lastRefused', {
          list: lastRefused
            .map((r) => t('kit.bracketed', { text: r.mobile ?? r.to ?? '', aside: r.message }))
            .join(t('notify.listJoiner')),
        })
      : undefined;

  const mobilesHint = () => {
    const leftOut = leftOutNote(tally, {
      bad: (n, list) => t('sms.send.badCount', { count: n, list }),
      repeated: (n) => t('sms.send.repeatedCount', { count: n }),
      notCounted: (list) => t('sms.send.notCounted', { list }),
      joiner: t('notify.listJoiner'),
      andMore: t('notify.andMore'),
    });
    return `${t('sms.send.mobilesHint', { count })}${leftOut}`;
  };

  return (
    <form
      ref={formRef}
      className={styles.dialogBody}
      onSubmit={submit}
      noValidate
      aria-label={t('sms.send.title')}
    >
      {message ? <FormBanner>{message}</FormBanner> : null}
      <Select
        label={t('sms.send.template')}
        isRequired
        items={templates ?? []}
        isLoading={templatesRead.loading}
        isLoadFailed={templatesRead.failed}
        onRetry={templatesRead.retry}
        selectedKey={templateId}
        onSelectionChange={(k) => {
          setTemplateId(k === null ? null : Number(k));
          setParams({});
          edited('templateId', 'params');
        }}
        errorMessage={errors.templateId}
        description={templates && templates.length === 0 ? t('sms.send.noTemplates') : undefined}
        autoFocus
      >
        {(x) => <SelectItem id={x.id}>{x.title}</SelectItem>}
      </Select>
      {mayGroup ? (
        <RadioGroup
          label={t('sms.send.audience')}
          value={audience}
          onChange={(v) => setAudience(v === 'group' ? 'group' : 'typed')}
        >
          <Radio value="typed">{t('sms.send.typed')}</Radio>
          <Radio value="group">{t('sms.send.group')}</Radio>
        </RadioGroup>
      ) : null}
      {toGroup ? (
        <CustomerGroupSelect
          selectedId={groupId}
          onChange={(id) => {
            setGroupId(id);
            edited('customerGroupId');
          }}
          description={groupNote}
          errorMessage={errors.customerGroupId}
        />
      ) : (
        <TextArea
          label={t('sms.send.mobiles')}
          isRequired
          value={mobiles}
          onChange={(v) => {
            setMobiles(v);
            setLastRefused([]);
            edited('mobiles');
          }}
          description={refusedNote ?? mobilesHint()}
          errorMessage={errors.mobiles}
        />
      )}
      {typedVariables.map((v) => (
        <TextField
          key={v}
          label={t('sms.send.param', { name: words(v) })}
          isRequired
          value={params[v] ?? ''}
          onChange={(value) => {
            setParams((p) => ({ ...p, [v]: value }));
            edited(`params.${v}`);
          }}
          errorMessage={errors[`params.${v}`]}
        />
      ))}
      {template ? (
        <section aria-label={t('sms.send.previewTitle')} className={styles.dialogBody}>
          {first ? <p className={styles.count}>{t('sms.send.previewFirst', { name: first.name })}</p> : null}
          <p className={styles.preview}>{text}</p>
          {toGroup && groupId && !groupPreview ? null : (
            <p className={styles.count}>
              {t('sms.send.length', {
                chars: billed?.chars ?? 0,
                note: lengthNote(),
                parts: billed?.parts ?? 0,
                total: (billed?.parts ?? 0) * count,
              })}
            </p>
          )}
        </section>
      ) : null}
      <div className={styles.actions} data-keep-clear="">
        <Button onPress={guard.requestClose}>{t('kit.cancel')}</Button>
        <Allowed by={maySend}>
          <Button type="submit" variant="primary" isPending={busy}>
            {t('sms.send.submit')}
          </Button>
        </Allowed>
      </div>
      {guard.question}
    </form>
  );
}
