import '../i18n/kit.ts';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { t } from '../i18n/i18n.ts';
import { type DraftStorage, draftKey } from '../lib/draft-key.ts';
import { checkForm, type FieldRules } from '../lib/form-check.ts';
import type { FormObject, FormValue } from '../lib/form-serialiser.ts';
import { isRefusalError, messageOf } from './refusal.ts';

export interface FormInput {
  /** Stable per form and record (`admin-user:12`), so a draft returns to the same form. */
  formId: string;
  rules: FieldRules;
  /** Values of a new record; for an edit they come from `loadDetail`. */
  initialValues?: FormObject;
  /** Whether there is a detail to load first. */
  hasDetail?: boolean;
  storage?: DraftStorage | null;
  /** Fields never written to a draft; by default anything named like a password, a secret or an id card number. */
  isSecret?: (name: string) => boolean;
}

export interface FormContext {
  formId: string;
  rules: FieldRules;
  initial: FormObject;
  values: FormObject;
  errors: Record<string, string>;
  /**
   * The form's own message (its banner): a refusal that is not a field's, or that names a field the
   * form does not hold. Null while every problem is said at its field.
   */
  message: string | null;
  /**
   * Whether the last submit failed the form's own check (docs/spec.md §5): the form then shows
   * "表单验证失败" once, at its top, as a summary of the fields still marked. A server's refusal is
   * said at its fields or in the banner instead.
   */
  checkFailed: boolean;
  draft: FormObject | null;
  storage: DraftStorage | null;
  isSecret: (name: string) => boolean;
  /** Checked values (dates as unix seconds) handed to `submitForm`. */
  outgoing: FormObject;
  hasDetail: boolean;
}

export type FormEvent =
  | { type: 'form.change'; name: string; value: FormValue }
  | { type: 'form.submit' }
  | { type: 'form.restoreDraft' }
  | { type: 'form.discardDraft' }
  | { type: 'form.retry' }
  | { type: 'form.leave' }
  | { type: 'form.leaveConfirm' }
  | { type: 'form.leaveCancel' };

export type FormEmitted =
  /**
   * A submit was refused: the form moves focus to its error summary (a failed check), to the first
   * field marked (a server's refusal of fields), or shows its banner when the refusal is the form's.
   */
  { type: 'form.invalid' } | { type: 'form.left' } | { type: 'form.saved'; output: unknown };

// An id card number is personal data that the server never answers whole: no copy in the browser either.
const defaultSecret = (name: string) => /pass(word)?|pwd|secret|idcard/i.test(name);

function sameValue(a: FormValue | undefined, b: FormValue | undefined): boolean {
  return JSON.stringify(a ?? '') === JSON.stringify(b ?? '');
}

/** Dirty by value: typing a character and deleting it again leaves the form clean. */
export function isDirty(ctx: Pick<FormContext, 'values' | 'initial'>): boolean {
  const keys = new Set([...Object.keys(ctx.values), ...Object.keys(ctx.initial)]);
  for (const k of keys) if (!sameValue(ctx.values[k], ctx.initial[k])) return true;
  return false;
}

function publicValues(ctx: FormContext): FormObject {
  const out: FormObject = {};
  for (const [k, v] of Object.entries(ctx.values)) if (!ctx.isSecret(k)) out[k] = v;
  return out;
}

function readDraft(storage: DraftStorage | null, formId: string): FormObject | null {
  try {
    const raw = storage?.getItem(draftKey(formId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as FormObject) : null;
  } catch {
    return null;
  }
}

function errorName(e: unknown): string {
  return e instanceof Error ? e.name : '';
}

/**
 * The fields a refusal names, with their messages: a failed check's `fieldErrors`, or a server answer's
 * `data.fields` (the http layer's error carries the answer's `data`), the first message of each field.
 */
function fieldErrorsOf(e: unknown): Record<string, string> {
  if (typeof e !== 'object' || e === null) return {};
  const out: Record<string, string> = {};
  if ('fieldErrors' in e && typeof e.fieldErrors === 'object' && e.fieldErrors !== null) {
    for (const [k, v] of Object.entries(e.fieldErrors)) if (typeof v === 'string') out[k] = v;
    return out;
  }
  const data = 'data' in e ? e.data : null;
  const fields = typeof data === 'object' && data !== null && 'fields' in data ? data.fields : null;
  if (!Array.isArray(fields)) return {};
  for (const f of fields as unknown[]) {
    if (typeof f !== 'object' || f === null || !('field' in f) || !('message' in f)) continue;
    if (typeof f.field === 'string' && typeof f.message === 'string' && !(f.field in out))
      out[f.field] = f.message;
  }
  return out;
}

/**
 * Whether the form shows a field for this name: one it has a rule or a value for (`address.areaId` is
 * said by the `address` field). A refusal naming anything else is said in the form's banner.
 */
function holds(ctx: Pick<FormContext, 'rules' | 'values'>, name: string): boolean {
  const top = name.split('.')[0] ?? name;
  return top !== '' && (name in ctx.rules || top in ctx.rules || top in ctx.values);
}

/**
 * The form-level message of a refused save, with each field the answer names by its internal name
 * ("parameter error: userName at least 3 characters") said by its label instead ("… 用户名 …").
 */
function failureMessage(answer: string, errors: Record<string, string>, rules: FieldRules): string {
  let out = answer;
  for (const name of Object.keys(errors)) {
    const label = rules[name]?.label;
    if (!label || name === '') continue;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`(?<![\\w.])${escaped}(?![\\w.])`, 'g'), label);
  }
  return out;
}

/**
 * The form: loading detail -> editing (dirty by value) -> validating -> submitting -> saved or
 * back to editing with the reason. Drafts: a dirty form is mirrored to storage as the user types, so a
 * 401 that ends the session mid-edit loses nothing; the next time the form opens it offers the draft.
 */
export const formMachine = setup({
  types: {
    context: {} as FormContext,
    input: {} as FormInput,
    events: {} as FormEvent,
    emitted: {} as FormEmitted,
  },
  actors: {
    loadDetail: fromPromise<FormObject>(async () => {
      throw new Error('formMachine: loadDetail was not provided');
    }),
    submitForm: fromPromise<unknown, { values: FormObject }>(async () => {
      throw new Error('formMachine: submitForm was not provided');
    }),
  },
  guards: {
    hasDetail: ({ context }) => context.hasDetail,
    hasDraft: ({ context }) => context.draft !== null,
    checkPasses: ({ context }) => checkForm(context.values, context.rules).ok,
    sessionEnded: ({ event }) => 'error' in event && errorName(event.error) === 'SessionExpiredError',
    dirty: ({ context }) => isDirty(context),
  },
  actions: {
    takeDetail: assign(({ event }) => {
      const values = 'output' in event ? (event.output as FormObject) : {};
      return { initial: values, values };
    }),
    lookForDraft: assign({ draft: ({ context }) => readDraft(context.storage, context.formId) }),
    restoreDraft: assign({
      values: ({ context }) => ({ ...context.values, ...(context.draft ?? {}) }),
      draft: null,
    }),
    dropDraft: assign({ draft: null }),
    // The user is fixing the field, so its mark goes at once; the others wait for the next check.
    setValue: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      const { [event.name]: _fixed, ...errors } = context.errors;
      const hadErrors = Object.keys(context.errors).length > 0;
      return {
        values: { ...context.values, [event.name]: event.value },
        errors,
        message: hadErrors && Object.keys(errors).length === 0 ? null : context.message,
        checkFailed: context.checkFailed && Object.keys(errors).length > 0,
      };
    }),
    mirrorDraft: ({ context }) => {
      try {
        if (isDirty(context))
          context.storage?.setItem(draftKey(context.formId), JSON.stringify(publicValues(context)));
        else context.storage?.removeItem(draftKey(context.formId));
      } catch {
        // Storage full or blocked: the form still works, only the safety net is missing.
      }
    },
    writeDraft: ({ context }) => {
      try {
        context.storage?.setItem(draftKey(context.formId), JSON.stringify(publicValues(context)));
      } catch {
        // As above.
      }
    },
    clearDraft: ({ context }) => {
      try {
        context.storage?.removeItem(draftKey(context.formId));
      } catch {
        // As above.
      }
    },
    // Earlier marks are replaced as a whole, so a field fixed since the last check loses its mark. The
    // check's problems are all fields': each is said at its field and nowhere else.
    markInvalid: assign(({ context }) => {
      const r = checkForm(context.values, context.rules);
      return { errors: r.ok ? {} : r.errors, message: null, checkFailed: !r.ok };
    }),
    takeOutgoing: assign(({ context }) => {
      const r = checkForm(context.values, context.rules);
      return { outgoing: r.ok ? r.values : {}, errors: {}, message: null, checkFailed: false };
    }),
    focusInvalid: emit({ type: 'form.invalid' } as const),
    // One place per message: a refusal about fields the form shows is said at those fields only (focus
    // goes to the first, which reads it out); anything else (the form's own refusal, a fault, a field
    // the form does not show) in the banner. The http layer was told not to toast it, and nothing here
    // does: the banner is in the form or dialog the user is looking at.
    takeFailure: assign(({ context, event }) => {
      const error = 'error' in event ? event.error : null;
      const errors = fieldErrorsOf(error);
      const named = Object.keys(errors);
      const answer = error instanceof Error && error.message ? error.message : t('error.generic');
      const allHeld = named.length > 0 && named.every((name) => holds(context, name));
      return {
        errors,
        message: allHeld ? null : failureMessage(answer, errors, context.rules),
        checkFailed: false,
      };
    }),
    // A record the server says is not there (deleted, another brand's, a made-up id) is said in its
    // words, with nothing to retry; a fault leaves the message empty and the form offers a retry.
    keepLoadRefusal: assign({
      message: ({ event }) => {
        const error = 'error' in event ? event.error : null;
        return isRefusalError(error) ? messageOf(error) || t('error.generic') : null;
      },
    }),
    markSaved: assign(({ context }) => ({
      initial: context.values,
      errors: {},
      message: null,
      checkFailed: false,
    })),
    emitSaved: emit(
      ({ event }) => ({ type: 'form.saved', output: 'output' in event ? event.output : null }) as const,
    ),
    emitLeft: emit({ type: 'form.left' } as const),
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => ({
    formId: input.formId,
    rules: input.rules,
    initial: input.initialValues ?? {},
    values: input.initialValues ?? {},
    errors: {},
    message: null,
    checkFailed: false,
    draft: null,
    storage: input.storage === undefined ? (globalThis.sessionStorage ?? null) : input.storage,
    isSecret: input.isSecret ?? defaultSecret,
    outgoing: {},
    hasDetail: input.hasDetail ?? false,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasDetail', target: 'loading' }, { target: 'draftCheck' }],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        onDone: { target: 'draftCheck', actions: 'takeDetail' },
        onError: { target: 'loadFailed', actions: 'keepLoadRefusal' },
      },
    },
    loadFailed: {
      tags: ['loadFailed'],
      on: { 'form.retry': 'loading' },
    },
    draftCheck: {
      entry: 'lookForDraft',
      always: [{ guard: 'hasDraft', target: 'offeringDraft' }, { target: 'editing' }],
    },
    offeringDraft: {
      tags: ['draftOffer', 'editable'],
      on: {
        'form.restoreDraft': { target: 'editing', actions: ['restoreDraft', 'mirrorDraft'] },
        'form.discardDraft': { target: 'editing', actions: ['dropDraft', 'clearDraft'] },
        'form.change': { target: 'editing', actions: ['dropDraft', 'setValue', 'mirrorDraft'] },
      },
    },
    editing: {
      tags: ['editable'],
      on: {
        'form.change': { actions: ['setValue', 'mirrorDraft'] },
        'form.submit': 'validating',
        // Leaving asks first when there is something to lose; a clean form is simply left (the
        // component does not hold a link back unless the form is dirty).
        'form.leave': { guard: 'dirty', target: 'confirmingLeave' },
      },
    },
    validating: {
      always: [
        { guard: 'checkPasses', target: 'submitting', actions: 'takeOutgoing' },
        { target: 'editing', actions: ['markInvalid', 'focusInvalid'] },
      ],
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitForm',
        src: 'submitForm',
        input: ({ context }) => ({ values: context.outgoing }),
        onDone: { target: 'saved', actions: ['markSaved', 'clearDraft', 'emitSaved'] },
        onError: [
          { guard: 'sessionEnded', target: 'editing', actions: ['takeFailure', 'writeDraft'] },
          { target: 'editing', actions: ['takeFailure', 'focusInvalid'] },
        ],
      },
    },
    saved: {
      tags: ['saved', 'editable'],
      on: {
        'form.change': { target: 'editing', actions: ['setValue', 'mirrorDraft'] },
        'form.submit': 'validating',
      },
    },
    confirmingLeave: {
      tags: ['leaveDialog', 'editable'],
      on: {
        'form.leaveConfirm': { target: 'left', actions: 'clearDraft' },
        'form.leaveCancel': 'editing',
      },
    },
    left: {
      type: 'final',
      entry: 'emitLeft',
    },
  },
});
