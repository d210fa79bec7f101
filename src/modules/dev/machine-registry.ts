import type { AnyStateMachine } from 'xstate';
import { addressMachine } from '../../machines/address.machine.ts';
import { confirmMachine } from '../../machines/confirm.machine.ts';
import { eventStreamMachine } from '../../machines/event-stream.machine.ts';
import { formMachine } from '../../machines/form.machine.ts';
import { inboxBadgeMachine } from '../../machines/inbox-badge.machine.ts';
import { listMachine } from '../../machines/list.machine.ts';
import { overlayMachine } from '../../machines/overlay.machine.ts';
import { recordWatchMachine } from '../../machines/record-watch.machine.ts';
import { resourceMachine } from '../../machines/resource.machine.ts';
import { saveMachine } from '../../machines/save.machine.ts';
import { sessionMachine } from '../../machines/session.machine.ts';
import { sortMachine } from '../../machines/sort.machine.ts';
import { toastItemMachine, toastMachine } from '../../machines/toast.machine.ts';
import { toggleMachine } from '../../machines/toggle.machine.ts';
import { uploadMachine } from '../../machines/upload.machine.ts';
import { agentVerifyMachine } from '../agent/agent-verify.machine.ts';
import { aiChatMachine } from '../ai/ai-chat.machine.ts';
import { customerActionMachine } from '../crm/customer-action.machine.ts';
import { customerImportMachine } from '../crm/customer-import.machine.ts';
import { groupCountMachine } from '../crm/group-count.machine.ts';
import { captchaMachine } from '../login/captcha.machine.ts';
import { sendMachine } from '../notify/send.machine.ts';

export interface RegisteredMachine {
  /** File-name stem: `docs/machines/<name>.svg`. */
  name: string;
  machine: AnyStateMachine;
  summary: string;
}

/**
 * Every machine of the console, for the explorer (`#/dev/machines`) and `npm run machines`. A new
 * machine is added here so it gets a diagram; only dev code imports this file.
 */
export const machineRegistry: RegisteredMachine[] = [
  {
    name: 'session',
    machine: sessionMachine,
    summary:
      'Sign-in, brand choice, expiry after a 401, logout; a new tab asks the open tabs for their session, a logout ends every tab.',
  },
  {
    name: 'captcha',
    machine: captchaMachine,
    summary: 'Login screen: no code, the captcha, or a wait, as the server says.',
  },
  {
    name: 'toast',
    machine: toastMachine,
    summary: 'Toast queue: merge with counter, at most 5 visible; a newer undo toast replaces the older.',
  },
  {
    name: 'toast-item',
    machine: toastItemMachine,
    summary:
      'One toast: opening, shown (pausable), closing; an undo toast stays offered until dismissed, then undoing, undone or refused.',
  },
  { name: 'save', machine: saveMachine, summary: 'Save button: no second submit while one runs.' },
  {
    name: 'send',
    machine: sendMachine,
    summary: 'SMS or e-mail send: compose, send once per requestId, refusals per recipient, done.',
  },
  { name: 'toggle', machine: toggleMachine, summary: 'Optimistic switch that reverts on failure.' },
  { name: 'confirm', machine: confirmMachine, summary: 'Confirm dialog around a GET action address.' },
  {
    name: 'form',
    machine: formMachine,
    summary: 'Edit form: detail, check, submit, drafts kept across a 401.',
  },
  {
    name: 'record-watch',
    machine: recordWatchMachine,
    summary: 'A record open in an edit form, changed or deleted by another member: say who, offer to reload.',
  },
  { name: 'overlay', machine: overlayMachine, summary: 'Full-page loading overlay with a title.' },
  {
    name: 'list',
    machine: listMachine,
    summary: 'List page: address-synced query, search as you type, stale answers dropped.',
  },
  { name: 'sort', machine: sortMachine, summary: 'Reorder rows, then save {list: [{id, ordernum}]}.' },
  {
    name: 'upload',
    machine: uploadMachine,
    summary: 'File uploads with progress, cancel and retry; at once on add in the media library.',
  },
  {
    name: 'customer-import',
    machine: customerImportMachine,
    summary:
      'Customer import: a CSV previewed and its columns mapped, uploaded with progress, the job polled every second to its report; resumes a job from importId.',
  },
  {
    name: 'address',
    machine: addressMachine,
    summary: 'Address picker: province, city, district lists, each choice loading the next.',
  },
  {
    name: 'agent-verify',
    machine: agentVerifyMachine,
    summary:
      'Agent verification queue: open, pass, reject with a reason, bulk pass; the next application opens.',
  },
  {
    name: 'resource',
    machine: resourceMachine,
    summary: 'Something a screen reads: loading, shown, failed with retry; a reload keeps what is shown.',
  },
  {
    name: 'inbox-badge',
    machine: inboxBadgeMachine,
    summary: 'Unread messages badge: asks every 30 s while the tab is visible, at once after an action.',
  },
  {
    name: 'event-stream',
    machine: eventStreamMachine,
    summary:
      'Live events of a signed-in console: connecting, open, retrying with backoff and jitter, given up while offline or after 6 tries, resumed when online or shown.',
  },
  {
    name: 'ai-chat',
    machine: aiChatMachine,
    summary: 'Assistant chat: ask, the answer streams, Stop cancels it; a refusal or a break can be retried.',
  },
  {
    name: 'group-count',
    machine: groupCountMachine,
    summary:
      "Customer group builder's live count: counted on open, again 400 ms after the conditions rest; retry after a failure.",
  },
  {
    name: 'customer-action',
    machine: customerActionMachine,
    summary:
      'Customer action dialog (assign, release, tag, mark lost): one call on Confirm; a refusal or a fault stays in the dialog with its message, done closes it.',
  },
];
