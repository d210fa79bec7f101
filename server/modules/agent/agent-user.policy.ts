import { type AgentStatus, agentSmsVariables } from '../../../contract/agent.ts';
import { smsVariables } from '../../../contract/notify-text.ts';
import type { Refusal } from '../../kit/policy.ts';

/**
 * The agents module's rules: how an application is decided and how an agent's status may
 * move. Plain functions over facts the route read; tested alone (server/modules/agent/agent-policy.test.ts).
 *
 *   pending ──pass──▶ passed ◀──update──▶ disabled
 *      │  ▲
 *   reject └──update (a new application)── rejected
 */

export interface AgentFacts {
  name: string;
  status: AgentStatus;
}

/** The statuses' names in the caller's language, for messages that name them. */
export type StatusNames = Readonly<Record<AgentStatus, string>>;

/**
 * A pass takes pending applications only. A rejected one needs a new application first: its
 * rejection stands until someone sets it back to pending (with the corrected details), which puts it
 * in the queue again; passed and disabled agents were decided already.
 */
export function passRefusal(agent: AgentFacts, names: StatusNames): Refusal | null {
  if (agent.status === 'pending') return null;
  if (agent.status === 'rejected') return { code: 1, key: 'agentPassRejected', params: { name: agent.name } };
  return { code: 1, key: 'agentNotPending', params: { name: agent.name, status: names[agent.status] } };
}

/** A rejection takes a pending application only (a passed agent is disabled instead). */
export function rejectRefusal(agent: AgentFacts, names: StatusNames): Refusal | null {
  if (agent.status === 'pending') return null;
  return { code: 1, key: 'agentNotPending', params: { name: agent.name, status: names[agent.status] } };
}

/**
 * What `update` may do to a status: passed ⇄ disabled, and rejected → pending (a new application).
 * A pending application is decided by pass or reject, never by an edit; nothing else moves.
 */
export function statusChangeRefusal(from: AgentStatus, to: AgentStatus, names: StatusNames): Refusal | null {
  if (from === to) return null;
  if (from === 'pending') return { code: 1, key: 'agentStatusByVerify', field: 'status' };
  const allowed =
    (from === 'passed' && to === 'disabled') ||
    (from === 'disabled' && to === 'passed') ||
    (from === 'rejected' && to === 'pending');
  if (allowed) return null;
  return {
    code: 1,
    key: 'agentStatusChange',
    params: { from: names[from], to: names[to] },
    field: 'status',
  };
}

/** Licence images must all be images of the brand's own library (found: the URLs the library holds). */
export function licenceImagesRefusal(given: readonly string[], found: ReadonlySet<string>): Refusal | null {
  return given.every((url) => found.has(url))
    ? null
    : { code: 1, key: 'agentLicenceNotInLibrary', field: 'licenceImages' };
}

/**
 * An SMS template chosen for a decision may use only the values the server fills in (name, company,
 * reason, brand): a send with a placeholder left unfilled would text the agent `{code}`.
 */
export function agentSmsTemplateRefusal(
  template: { title: string; content: string },
  field: string,
): Refusal | null {
  const known: readonly string[] = agentSmsVariables;
  const unknown = smsVariables(template.content).find((v) => !known.includes(v));
  return unknown
    ? { code: 1, key: 'agentSmsVariable', params: { title: template.title, name: `{${unknown}}` }, field }
    : null;
}

/** The purpose an agent's id card number is sealed and digested for: another brand's does not open. */
export const idCardPurpose = (brandId: number) => `agent:${brandId}:idCard`;
