import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AgentConfig, AgentDecisionResult, agentConfigBody } from '../../../contract/agent.ts';
import { smsVariables } from '../../../contract/notify-text.ts';
import { ApiError } from '../../envelope.ts';
import { recordBulkChange, recordChange } from '../../kit/change.ts';
import type { Tx } from '../../kit/db.ts';
import { refuse } from '../../kit/policy.ts';
import {
  jobsIn,
  queueSmsBatch,
  type SmsDraft,
  smsConfigOf,
  smsSendQueue,
  smsTemplateAt,
  smsTemplateOf,
  smsTemplateOptions,
  templateDrafter,
} from '../notify/notify.public.ts';
import { agentConfigs, agents } from './agent.tables.ts';
import { agentSmsTemplateRefusal, passRefusal, rejectRefusal } from './agent-user.policy.ts';
import {
  type AgentCaller,
  type AgentDeps,
  agentConfigOf,
  statusNames,
  statusOf,
} from './agent-user.service.ts';

/**
 * The verification of agents' applications (docs/decisions/server-layout.md): a pass or a rejection,
 * all or nothing, each application's change recorded and the SMS the agent settings name queued in the
 * same transaction; and those settings. agent-verify.routes.ts only parses, calls and answers.
 */

interface Decided {
  name: string;
  company: string;
  mobile: string;
}

/** A verifier's decision on applications: a pass, or a rejection with its reason. */
interface Decision {
  action: 'pass' | 'reject';
  reason: string;
}

/**
 * Passes or rejects applications of the caller's brand, all or nothing: audited each, and the SMS the
 * agent settings name for the decision queued (the queue woken when there is one).
 */
async function decideApplications(
  deps: AgentDeps,
  me: AgentCaller,
  ids: number[],
  decision: Decision,
): Promise<AgentDecisionResult> {
  const { db } = deps;
  const names = statusNames(me.locale);
  const unique = [...new Set(ids)];
  const passing = decision.action === 'pass';
  const result = await db.transaction(async (tx) => {
    // Locked: two verifiers deciding one application at once decide it once.
    const rows = await tx
      .select()
      .from(agents)
      .where(and(eq(agents.brandId, me.brandId), inArray(agents.id, unique)))
      .for('update');
    const missing = unique.find((id) => !rows.some((r) => r.id === id));
    if (missing !== undefined) throw new ApiError(1, 'agentNotFound', { id: missing });
    // All or nothing: one application that may not be decided keeps every one in the queue.
    const refusal = passing ? passRefusal : rejectRefusal;
    for (const row of rows) refuse(refusal({ name: row.name, status: statusOf(row.status) }, names));
    const now = new Date();
    const decided = {
      status: passing ? 'passed' : 'rejected',
      rejectReason: decision.reason,
      verifiedBy: me.userId,
      verifiedByName: me.userName,
      verifiedAt: now,
    };
    await tx
      .update(agents)
      .set({ ...decided, updatedAt: now })
      .where(and(eq(agents.brandId, me.brandId), inArray(agents.id, unique)));
    await recordBulkChange(tx, me, {
      action: decision.action,
      entity: 'agent',
      payload: passing ? {} : { reason: decision.reason },
      rows: rows.map((row) => ({
        id: row.id,
        name: row.name,
        before: {
          status: row.status,
          rejectReason: row.rejectReason,
          verifiedBy: row.verifiedBy,
          verifiedByName: row.verifiedByName,
          verifiedAt: row.verifiedAt,
        },
        after: decided,
      })),
      payloadOf: (row) => ({ name: row.name }),
    });
    const config = await agentConfigOf(tx, me.brandId);
    const templateId = passing ? config.passTemplateId : config.rejectTemplateId;
    const sms = await queueDecisionSms(deps, tx, me, templateId, rows, decision.reason);
    const answer: AgentDecisionResult = { decided: rows.length, sms };
    return answer;
  });
  if (result.sms) jobsIn(deps).wake(smsSendQueue);
  return result;
}

/**
 * Queues the SMS of a decision through the SMS module's own path (the send's batch, limits and log):
 * one message per agent, each with its own values, when the settings name an enabled template.
 * Answers null when no SMS goes out.
 */
async function queueDecisionSms(
  deps: AgentDeps,
  tx: Tx,
  me: AgentCaller,
  templateId: number | null,
  decided: Decided[],
  reason: string,
): Promise<AgentDecisionResult['sms']> {
  if (templateId === null || decided.length === 0) return null;
  const template = await smsTemplateOf(tx, me.brandId, templateId);
  // A template disabled since it was chosen sends nothing, as it would from the SMS screen.
  if (!template?.display) return null;
  const drafters = new Map(
    decided.map((a) => [
      a.mobile,
      templateDrafter(template, { name: a.name, company: a.company, reason, brand: me.brandTitle }),
    ]),
  );
  const config = await smsConfigOf(tx, me.brandId);
  const batch = await queueSmsBatch(
    tx,
    jobsIn(deps),
    { brandId: me.brandId, userId: me.userId, requestId: undefined, limits: config },
    [...drafters.keys()],
    (mobile): SmsDraft => {
      const draft = drafters.get(mobile);
      if (!draft) throw new Error(`no SMS drafted for ${mobile}`);
      return draft(mobile);
    },
  );
  await recordChange(tx, me, {
    action: 'send',
    entity: 'sms_batch',
    entityId: batch.batchId,
    payload: { templateId: template.id, queued: batch.queued, refused: batch.refused.length },
    subject: template.title,
  });
  return { queued: batch.queued, refused: batch.refused.length };
}

/** Passes applications (all pending or rejected), each recorded, the pass SMS queued if one is set. */
export function passAgents(deps: AgentDeps, me: AgentCaller, ids: number[]): Promise<AgentDecisionResult> {
  return decideApplications(deps, me, ids, { action: 'pass', reason: '' });
}

/** Rejects pending applications with a reason, each recorded, the rejection SMS queued if one is set. */
export function rejectAgents(
  deps: AgentDeps,
  me: AgentCaller,
  ids: number[],
  reason: string,
): Promise<AgentDecisionResult> {
  return decideApplications(deps, me, ids, { action: 'reject', reason });
}

const smsTemplateOptionLimit = 200;

/** The SMS templates chosen for a pass and a rejection, and the brand's templates to choose from. */
export async function agentConfig(deps: AgentDeps, me: AgentCaller): Promise<AgentConfig> {
  const config = await agentConfigOf(deps.db, me.brandId);
  const templates = await smsTemplateOptions(deps.db, me.brandId, smsTemplateOptionLimit);
  return { ...config, templates: templates.map((t) => ({ ...t, variables: smsVariables(t.content) })) };
}

/** Chooses the templates of a pass and a rejection (an enabled template of the brand with no unknown variable, or none). */
export async function updateAgentConfig(
  deps: AgentDeps,
  me: AgentCaller,
  body: z.infer<typeof agentConfigBody>,
): Promise<void> {
  const { db } = deps;
  const titles: Record<string, string> = {};
  for (const field of ['passTemplateId', 'rejectTemplateId'] as const) {
    const id = body[field];
    if (id === null) continue;
    const template = await smsTemplateAt(db, me.brandId, id, field);
    refuse(agentSmsTemplateRefusal(template, field));
    titles[field] = template.title;
  }
  const values = { passTemplateId: body.passTemplateId, rejectTemplateId: body.rejectTemplateId };
  await db.transaction(async (tx) => {
    const before = await agentConfigOf(tx, me.brandId);
    await tx
      .insert(agentConfigs)
      .values({ brandId: me.brandId, ...values, updatedAt: new Date() })
      .onConflictDoUpdate({ target: agentConfigs.brandId, set: { ...values, updatedAt: new Date() } });
    await recordChange(tx, me, {
      action: 'update',
      entity: 'agent_config',
      payload: { ...values, ...titles },
      subject: 'agent SMS',
      before,
      after: values,
    });
  });
}
