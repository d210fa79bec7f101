import '../i18n/kit.ts';
import { useSelector } from '@xstate/react';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { fromPromise } from 'xstate';
import type { LiveRowEntity } from '../../contract/live-events.ts';
import { useT } from '../i18n/use-t.ts';
import { noteOpenForm, takeFailureDraft } from '../lib/draft-handoff.ts';
import { type DraftStorage, draftKey } from '../lib/draft-key.ts';
import type { FieldRules } from '../lib/form-check.ts';
import type { FormObject, FormValue } from '../lib/form-serialiser.ts';
import { navigate } from '../lib/hash.ts';
import { useInspectedActor } from '../lib/use-inspected-actor.ts';
import { formMachine, isDirty } from '../machines/form.machine.ts';
import { recordWatchMachine } from '../machines/record-watch.machine.ts';
import { inPlace } from '../services/http.ts';
import { onLiveChange } from '../services/live-changes.ts';
import { Button } from './button.tsx';
import type { QuietCall } from './confirm-action.tsx';
import { useDismissGuard } from './dismiss-guard.ts';
import { ErrorSummary } from './error-summary.tsx';
import { fieldControl, focusFirstInvalid } from './focus-invalid.ts';
import { FormBanner } from './form-banner.tsx';
import { LeaveQuestion } from './leave-question.tsx';
import styles from './managed-form.module.css';
import { useToast } from './toast-provider.tsx';
import { Allowed, type Grant } from './withheld.tsx';

export interface FormApi {
  values: FormObject;
  errors: Record<string, string>;
  setValue: (name: string, value: FormValue) => void;
  /** Props for a kit TextField/TextArea bound to `name`. */
  text: (name: string) => {
    name: string;
    value: string;
    onChange: (v: string) => void;
    errorMessage: string | undefined;
    isInvalid: boolean;
    isRequired: boolean | undefined;
  };
  /** Props for a kit Select bound to `name` (give its rule `choice: true` for "choose …" messages). */
  choice: (name: string) => {
    name: string;
    selectedKey: Key | null;
    onSelectionChange: (key: Key | null) => void;
    errorMessage: string | undefined;
    isInvalid: boolean;
    isRequired: boolean | undefined;
  };
  busy: boolean;
}

export interface ManagedFormProps {
  formId: string;
  rules: FieldRules;
  initialValues?: FormObject;
  /** Loads the record being edited; its answer becomes the clean state. */
  load?: () => Promise<FormObject>;
  /**
   * Sends the checked values (dates already unix seconds); a rejection keeps the user editing. Pass
   * `options` on to the http layer: the form shows a refusal itself, once (at the fields an answer's
   * `data.fields` names, else in its banner).
   */
  submit: (values: FormObject, options: QuietCall) => Promise<unknown>;
  onSaved?: (output: unknown) => void;
  /** Called after the user left (cleanly or by confirming); navigate here. */
  onLeave?: () => void;
  submitLabel?: ReactNode;
  /**
   * Whether the role may save (`useGrant`): `'withheld'` when the right went while the form is open
   * keeps the form and what was typed, and withholds the save button with the reason. Default true.
   */
  saveGrant?: Grant;
  /** Toast shown after a save; default "Saved". Pass '' for none (e.g. the screen redirects). */
  savedMessage?: string;
  /** The waiting draft was handed over by another screen (lib/draft-handoff.ts), not left by a lost session: the offer says so. */
  handedDraft?: boolean;
  storage?: DraftStorage | null;
  children: (api: FormApi) => ReactNode;
  'aria-label'?: string;
  /** Classes added to the form (a page-wide form lifts the default 40rem width). */
  className?: string;
  /**
   * Start again with an empty form after each save (a password change). The saved message is then
   * shown above the fresh form and takes focus, instead of a toast, so focus does not fall to the page
   * body with the form it was in. Default false.
   */
  resetOnSaved?: boolean;
  /**
   * The record this form edits (with `load`), as the live stream names it: when another member changes
   * or deletes it, the form says who and offers to read it again; what the user typed stays until then.
   */
  live?: { entity: LiveRowEntity | 'crm_customer'; id: number };
  /** Focus the first field once the record is read (after a reload, whose button is gone). */
  focusWhenRead?: boolean;
  /** Said at the form's top: the record changed elsewhere (WatchedForm). */
  recordNote?: ReactNode;
}

const quiet: QuietCall = { notifyErrors: false };

/**
 * A form over the form machine: check, submit, server errors, draft offer, and a question before
 * leaving with unsaved changes (links inside the app, closing the tab, and, inside a kit Modal, Escape,
 * the corner × and the Cancel button it adds). A refusal is said in one place: at the fields it names
 * (focus moves to the first, whose description reads it out), else in the form's banner (an alert,
 * brought into view); never as a toast, which would say it again over the form.
 */
export function ManagedForm(props: ManagedFormProps) {
  const t = useT();
  const [round, setRound] = useState(0);
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (round > 0) noticeRef.current?.focus();
  }, [round]);
  if (props.live && props.load) return <WatchedForm {...props} live={props.live} />;
  if (!props.resetOnSaved) return <FormBody {...props} />;
  const { onSaved, savedMessage } = props;
  return (
    <>
      {notice ? (
        <p ref={noticeRef} tabIndex={-1} className={styles.saved}>
          <CircleCheck aria-hidden="true" size={16} />
          <span>{notice}</span>
        </p>
      ) : null}
      <FormBody
        key={round}
        {...props}
        savedMessage=""
        onSaved={(output) => {
          setNotice(savedMessage || t('form.saved'));
          setRound((n) => n + 1);
          onSaved?.(output);
        }}
      />
    </>
  );
}

/**
 * A form over a record others may change meanwhile (the record watch machine): a change by another
 * member is said above the form with a reload offer, which drops the draft and reads the record again.
 */
function WatchedForm(props: ManagedFormProps & { live: NonNullable<ManagedFormProps['live']> }) {
  const t = useT();
  const [round, setRound] = useState(0);
  const watch = useInspectedActor(recordWatchMachine);
  const by = useSelector(watch, (s) => s.context.by);
  const state = useSelector(watch, (s) => String(s.value));
  const latest = useRef({ live: props.live, formId: props.formId, storage: props.storage, t });
  latest.current = { live: props.live, formId: props.formId, storage: props.storage, t };
  useEffect(() => {
    const stop = onLiveChange((change, mine) => {
      const { live, t: say } = latest.current;
      if (mine || change.entity !== live.entity) return;
      const touched =
        change.entity === 'crm_customer'
          ? change.rows.some((r) => r.id === live.id)
          : change.ids.includes(live.id);
      if (!touched) return;
      const actor = change.actor?.name || say('form.someone');
      watch.send({ type: change.action === 'delete' ? 'record.deleted' : 'record.changed', by: actor });
    });
    const sub = watch.on('record.reload', () => {
      const { formId, storage } = latest.current;
      try {
        (storage === undefined ? globalThis.sessionStorage : storage)?.removeItem(draftKey(formId));
      } catch {
        // Storage blocked: there was no draft to drop.
      }
      setRound((n) => n + 1);
    });
    return () => {
      stop();
      sub.unsubscribe();
    };
  }, [watch]);
  const { onSaved } = props;
  // Present while the form is (empty when current), so what it says later is read out.
  const note = (
    <div
      role="status"
      className={state === 'current' ? styles.quiet : styles.draft}
      data-record-watch={state}
    >
      {state === 'current' ? null : (
        <>
          <span>
            {t(state === 'deleted' ? 'form.deletedElsewhere' : 'form.changedElsewhere', { actor: by })}
          </span>
          {state === 'changed' ? (
            <Button size="small" variant="primary" onPress={() => watch.send({ type: 'record.reload' })}>
              {t('form.reload')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
  return (
    <FormBody
      key={round}
      {...props}
      focusWhenRead={round > 0}
      recordNote={note}
      onSaved={(output) => {
        watch.send({ type: 'record.saved' });
        onSaved?.(output);
      }}
    />
  );
}

function FormBody(props: ManagedFormProps) {
  const {
    formId,
    rules,
    initialValues,
    load,
    submit,
    onSaved,
    onLeave,
    submitLabel,
    savedMessage,
    storage,
    children,
  } = props;
  const t = useT();
  const toast = useToast();
  const latest = useRef({ load, submit, onSaved, onLeave, savedMessage });
  latest.current = { load, submit, onSaved, onLeave, savedMessage };
  const pendingHref = useRef<string | null>(null);
  const pendingClose = useRef<(() => void) | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const dismiss = useDismissGuard();
  // A screen that failed while this form was dirty left its draft (lib/draft-handoff.ts): the offer says so.
  const [afterFailure] = useState(() => takeFailureDraft(formId));
  useEffect(() => (storage === null ? undefined : noteOpenForm(formId)), [formId, storage]);
  const actor = useInspectedActor(
    formMachine.provide({
      actors: {
        // The server's no is said in place of the form (below); a fault's cause only by its toast.
        loadDetail: fromPromise(async () =>
          latest.current.load ? inPlace(latest.current.load(), (error) => !error.retryable) : {},
        ),
        submitForm: fromPromise(async ({ input }) => latest.current.submit(input.values, quiet)),
      },
    }),
    { input: { formId, rules, initialValues, hasDetail: Boolean(load), storage } },
  );
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const message = useSelector(actor, (s) => s.context.message);
  const checkFailed = useSelector(actor, (s) => s.context.checkFailed);
  const summaryRef = useRef<HTMLElement>(null);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const loadFailed = useSelector(actor, (s) => s.hasTag('loadFailed'));
  const offering = useSelector(actor, (s) => s.hasTag('draftOffer'));
  const askingLeave = useSelector(actor, (s) => s.hasTag('leaveDialog'));
  const dirty = useSelector(actor, (s) => isDirty(s.context));

  useEffect(() => {
    const subs = [
      actor.on('form.saved', (e) => {
        const msg = latest.current.savedMessage ?? t('form.saved');
        if (msg) toast.show(msg, { tone: 'success' });
        latest.current.onSaved?.(e.output);
      }),
      actor.on('form.invalid', () => setFocusRequest((n) => n + 1)),
      actor.on('form.left', () => {
        const href = pendingHref.current;
        const close = pendingClose.current;
        pendingClose.current = null;
        if (href) navigate(href);
        else if (close) close();
        else latest.current.onLeave?.();
      }),
    ];
    return () => {
      for (const s of subs) s.unsubscribe();
    };
  }, [actor, toast, t]);

  // Runs after the marks rendered. A failed check: focus to the error summary at the form's top, which
  // reads "表单验证失败" and the list of problems. A server's refusal of fields: to the first field
  // marked, whose description reads it. A refusal that is the form's own leaves focus where it was (its
  // banner is an alert) and scrolls the banner into view.
  useEffect(() => {
    if (focusRequest === 0) return;
    const summary = summaryRef.current;
    if (summary) {
      summary.focus();
      summary.scrollIntoView?.({ block: 'nearest' });
      return;
    }
    if (focusFirstInvalid(formRef.current)) return;
    formRef.current?.querySelector('[role="alert"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [focusRequest]);

  // Read again on the user's request (the reload button is gone with the note): focus goes to the
  // form's first field rather than to the page.
  const focusWhenRead = props.focusWhenRead === true;
  useEffect(() => {
    if (!focusWhenRead || loading || loadFailed) return;
    formRef.current
      ?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select, button')
      ?.focus();
  }, [focusWhenRead, loading, loadFailed]);

  const goToField = (name: string) => {
    const control = fieldControl(formRef.current, name);
    if (control) control.focus();
    else focusFirstInvalid(formRef.current);
  };
  const summaryErrors = checkFailed ? inFormOrder(Object.entries(errors), formRef.current) : [];

  // Inside a modal layer, closing it is leaving the form: unsaved changes are asked about first. While
  // saving nothing closes; where there is nothing to lose (loading, a draft not taken up) it just closes.
  useEffect(() => {
    if (!dismiss) return;
    dismiss.setGuard((close) => {
      const snapshot = actor.getSnapshot();
      if (snapshot.hasTag('busy')) return;
      if (snapshot.status !== 'active' || !snapshot.can({ type: 'form.leave' })) {
        close();
        return;
      }
      pendingClose.current = close;
      actor.send({ type: 'form.leave' });
    });
    return () => dismiss.setGuard(null);
  }, [dismiss, actor]);

  // Leaving by an in-app link, by Back or Forward or an address typed, or closing the tab asks first
  // while there are unsaved changes.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    // Back has moved the address before anyone hears of it. Its popstate comes before the hashchange
    // the router follows, so the form's address is put back then (the router then sees no change) and
    // the question is asked. The console's own moves (`navigate`) are no popstate; they change what
    // the form's address is.
    let here = location.href;
    const onOwnMove = () => {
      here = location.href;
    };
    const onPopState = () => {
      if (location.href === here) return;
      pendingHref.current = location.hash;
      // After Back, the entry of the form's address was ahead: this one takes its place, so the history
      // is as it was and a second Back asks again.
      history.pushState(history.state, '', here);
      actor.send({ type: 'form.leave' });
    };
    const onClick = (e: MouseEvent) => {
      const a = e.target instanceof Element ? e.target.closest('a[href^="#"]') : null;
      const href = a?.getAttribute('href');
      if (!href || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey) return;
      e.preventDefault();
      pendingHref.current = href;
      actor.send({ type: 'form.leave' });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    window.addEventListener('hashchange', onOwnMove);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('hashchange', onOwnMove);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, actor]);

  const api: FormApi = {
    values,
    errors,
    busy,
    setValue: (name, value) => actor.send({ type: 'form.change', name, value }),
    text: (name) => ({
      name,
      value: typeof values[name] === 'string' || typeof values[name] === 'number' ? String(values[name]) : '',
      onChange: (v: string) => actor.send({ type: 'form.change', name, value: v }),
      errorMessage: errors[name],
      isInvalid: Boolean(errors[name]),
      isRequired: rules[name]?.required,
    }),
    choice: (name) => {
      const v = values[name];
      return {
        // Names the select's hidden native element, by which the error summary finds its button.
        name,
        selectedKey: typeof v === 'string' || typeof v === 'number' ? (v === '' ? null : v) : null,
        onSelectionChange: (key: Key | null) =>
          actor.send({ type: 'form.change', name, value: key === null ? '' : String(key) }),
        errorMessage: errors[name],
        isInvalid: Boolean(errors[name]),
        isRequired: rules[name]?.required,
      };
    },
  };

  // Staying forgets where the user was going, so a later leave cannot follow a stale address.
  const stay = () => {
    pendingHref.current = null;
    pendingClose.current = null;
    actor.send({ type: 'form.leaveCancel' });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if ((props.saveGrant ?? true) !== true) return;
    actor.send({ type: 'form.submit' });
  };

  if (loading) return <p role="status">{t('kit.loading')}</p>;
  if (loadFailed) {
    return (
      <div role="alert" className={styles.banner}>
        {message ? (
          // The server's no (the record is gone): a retry would get the same answer.
          <span>{message}</span>
        ) : (
          <>
            <span>{t('kit.loadFailed')}</span>
            <Button onPress={() => actor.send({ type: 'form.retry' })}>{t('kit.retry')}</Button>
          </>
        )}
      </div>
    );
  }
  return (
    <form
      ref={formRef}
      className={[styles.form, props.className].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
      noValidate
      aria-label={props['aria-label']}
    >
      {props.recordNote}
      {offering ? (
        <div className={styles.draft} role="status">
          <span>
            {t(
              props.handedDraft
                ? 'form.handedDraftOffer'
                : afterFailure
                  ? 'form.failureDraftOffer'
                  : 'form.draftOffer',
            )}
          </span>
          <Button size="small" variant="primary" onPress={() => actor.send({ type: 'form.restoreDraft' })}>
            {t('form.restoreDraft')}
          </Button>
          <Button size="small" onPress={() => actor.send({ type: 'form.discardDraft' })}>
            {t('form.discardDraft')}
          </Button>
        </div>
      ) : null}
      {summaryErrors.length > 0 ? (
        <ErrorSummary ref={summaryRef} errors={summaryErrors} onGoTo={goToField} />
      ) : null}
      {message ? <FormBanner>{message}</FormBanner> : null}
      {children(api)}
      {/* Marked so toasts keep clear of the form's buttons (see toast-provider.tsx). */}
      <div
        className={dismiss ? `${styles.actions} ${styles.dialogActions}` : styles.actions}
        data-keep-clear=""
      >
        {/* In a dialog: Cancel is closing the dialog, with the same question about unsaved changes. */}
        {dismiss ? <Button onPress={dismiss.requestClose}>{t('kit.cancel')}</Button> : null}
        <Allowed by={props.saveGrant ?? true}>
          <Button type="submit" variant="primary" isPending={busy}>
            {submitLabel ?? t('kit.save')}
          </Button>
        </Allowed>
      </div>
      <LeaveQuestion
        isOpen={askingLeave}
        onStay={stay}
        onLeave={() => actor.send({ type: 'form.leaveConfirm' })}
      />
    </form>
  );
}

/**
 * The summary's problems in the order the form shows their fields, whatever order the rules were
 * declared in (a module's declared fields are spread among the written-out ones); a problem whose field
 * is not on the page keeps its place after them.
 */
function inFormOrder(errors: [string, string][], root: HTMLElement | null): [string, string][] {
  const at = new Map(
    errors.map(([name]) => [name, root?.querySelector(`[name="${CSS.escape(name)}"]`) ?? null]),
  );
  return [...errors].sort(([a], [b]) => {
    const x = at.get(a);
    const y = at.get(b);
    if (!x || !y) return (x ? 0 : 1) - (y ? 0 : 1);
    if (x === y) return 0;
    return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}
