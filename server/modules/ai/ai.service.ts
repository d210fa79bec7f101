import type { z } from 'zod';
import {
  type AiConfig,
  type AiUsage,
  type aiChatBody,
  type aiConfigBody,
  aiTaskContext,
  aiTaskRules,
  aiTasks,
} from '../../../contract/ai.ts';
import { customerRule } from '../../../contract/customer.ts';
import { type Locale, ResultCode } from '../../../contract/envelope.ts';
import type { AppDeps } from '../../context.ts';
import { ApiError, fieldRefusal } from '../../envelope.ts';
import type { Caller } from '../../kit/caller.ts';
import { recordChange } from '../../kit/change.ts';
import { rulesOf } from '../../kit/grants.ts';
import { nextSecret, secretChange } from '../../kit/secret-field.ts';
import { checkAddress } from '../../outbound/check-address.ts';
import { failureText } from '../../outbound/failure-text.ts';
import { OutboundFailure, OutboundRefused } from '../../outbound/outbound.ts';
import { secretHint } from '../../secrets.ts';
import { aiText } from './ai.messages.ts';
import { aiConfigs } from './ai.tables.ts';
import { aiConfigOf, aiConfigured } from './ai-config.ts';
import { openChatStream, type ProviderEvent } from './provider.ts';
import { systemPrompt } from './tasks.ts';

/**
 * The brand's AI provider and its use (docs/decisions/server-layout.md): the settings, and a chat
 * checked, opened and recorded here; ai.routes.ts parses, calls and streams the answer. Every use is
 * recorded: who, which task, how it ended and the tokens, never the key or the text.
 */

export type AiDeps = Pick<AppDeps, 'db' | 'secrets' | 'outbound' | 'ai' | 'menuCache'>;

/** Who calls: their membership (the brand's title goes into the prompt) and their language. */
export interface AiCaller extends Caller {
  locale: Locale;
}

/** The purpose a brand's AI key is sealed for (server/secrets.ts): another brand's does not open. */
export const aiSecretPurpose = (brandId: number) => `ai:${brandId}:apiKey`;

/** The provider set up, its key only as a hint. */
export async function aiConfigDetail(deps: AiDeps, me: AiCaller): Promise<AiConfig> {
  const row = await aiConfigOf(deps.db, me.brandId);
  return {
    configured: aiConfigured(row),
    baseUrl: row?.baseUrl ?? '',
    model: row?.model ?? '',
    apiKey: secretHint(deps.secrets, row?.apiKey ?? null, aiSecretPurpose(me.brandId)),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** Sets the provider (both address and model, or neither); a kept key goes only where it went before. */
export async function updateAiConfig(
  deps: AiDeps,
  me: AiCaller,
  body: z.infer<typeof aiConfigBody>,
): Promise<void> {
  // Both or neither: an address without a model (or the other way) cannot answer anything.
  if (body.baseUrl && !body.model) throw fieldRefusal('model', 'field.required');
  if (body.model && !body.baseUrl) throw fieldRefusal('baseUrl', 'field.required');
  const { db, secrets, outbound } = deps;
  const baseUrl = body.baseUrl.replace(/\/+$/, '');
  if (baseUrl) await checkAddress(outbound, 'baseUrl', baseUrl, 'url');
  const current = await aiConfigOf(db, me.brandId);
  // A kept key goes only where it went before: a new address needs it typed again.
  const apiKey = nextSecret(secrets, {
    field: 'apiKey',
    typed: body.apiKey,
    current: current?.apiKey ?? null,
    purpose: aiSecretPurpose(me.brandId),
    readdressed: current?.baseUrl !== baseUrl,
  });
  const next = { baseUrl, model: body.model, apiKey };
  await db.transaction(async (tx) => {
    await tx
      .insert(aiConfigs)
      .values({ brandId: me.brandId, ...next, updatedAt: new Date() })
      .onConflictDoUpdate({ target: aiConfigs.brandId, set: { ...next, updatedAt: new Date() } });
    await recordChange(tx, me, {
      action: 'update',
      entity: 'ai_config',
      payload: { baseUrl: next.baseUrl, model: next.model, apiKey: secretChange(body.apiKey) },
      subject: 'AI',
      // The key itself never: masked by recordChange whatever it holds.
      before: { baseUrl: current?.baseUrl ?? '', model: current?.model ?? '' },
      after: { baseUrl: next.baseUrl, model: next.model },
    });
  });
}

/** A chat the provider has started answering: its events, and how to stop and record it. */
export interface OpenChat {
  events: AsyncGenerator<ProviderEvent>;
  /** The key in clear, to redact from the provider's own error words. */
  apiKey: string;
  /** Cancels the provider's request (the member's Stop, or a closed page). */
  abort: () => void;
  signal: AbortSignal;
  /** Records the use once it ended: `done`, `stopped` or `failed`, with the tokens the provider counted. */
  finish: (outcome: string, usage: AiUsage | null) => Promise<void>;
}

/**
 * Opens a chat: the task must be ready and its screens the member's, the provider set up and its key
 * readable; the system prompt holds only data the member may see. A provider unreachable or refusing
 * is recorded (`refused`) and answered as a refusal, before anything streams.
 */
export async function openChat(
  deps: AiDeps,
  me: AiCaller,
  body: z.infer<typeof aiChatBody>,
): Promise<OpenChat> {
  const { db, secrets, ai } = deps;
  const { locale } = me;
  const task = body.task;
  if (task) {
    const info = aiTasks[task];
    if (!info.ready)
      throw new ApiError(ResultCode.business, 'aiTaskUnavailable', {
        task: aiText(locale, `aiTask.${task}`),
        module: aiText(locale, `aiModule.${info.module}`),
      });
  }
  const holds = await rulesOf(deps, me);
  // A task drafts for a screen: a role that may not open it may not ask for the draft (or its data).
  if (task && !aiTaskRules(task).every(holds)) throw new ApiError(ResultCode.forbidden, 'forbidden');
  const config = await aiConfigOf(db, me.brandId);
  if (!config?.baseUrl || !config.model) throw new ApiError(ResultCode.business, 'aiNotConfigured');
  const apiKey = config.apiKey ? secrets.open(config.apiKey, aiSecretPurpose(me.brandId)) : '';
  if (apiKey === null) throw new ApiError(ResultCode.business, 'aiKeyUnreadable');
  const context = aiTaskContext[task ?? 'chat'].parse(body.context ?? {});
  const system = await systemPrompt(db, task, context, holds, {
    brandId: me.brandId,
    brandTitle: me.brandTitle,
    locale,
    // The owner holds every rule, "all customers" among them (rulesOf).
    viewer: { brandId: me.brandId, userId: me.userId, seesAll: holds(customerRule.all) },
  });

  const finish = (outcome: string, usage: AiUsage | null) =>
    recordChange(db, me, {
      action: 'chat',
      entity: 'ai',
      subject: task ?? 'chat',
      payload: {
        task: task ?? 'chat',
        outcome,
        messages: body.messages.length,
        promptTokens: usage?.promptTokens ?? 0,
        completionTokens: usage?.completionTokens ?? 0,
        totalTokens: usage?.totalTokens ?? 0,
      },
    }).then(() => undefined);

  const upstream = new AbortController();
  try {
    const events = await openChatStream({
      baseUrl: config.baseUrl,
      model: config.model,
      apiKey,
      messages: [{ role: 'system', content: system }, ...body.messages],
      signal: upstream.signal,
      timeoutMs: ai.timeoutMs,
      outbound: deps.outbound,
    });
    return { events, apiKey, abort: () => upstream.abort(), signal: upstream.signal, finish };
  } catch (error) {
    if (!(error instanceof OutboundFailure || error instanceof OutboundRefused)) throw error;
    await finish('refused', null);
    if (error instanceof OutboundFailure && error.failure === 'http')
      throw new ApiError(ResultCode.business, error.detail ? 'aiRefused' : 'aiRefusedBare', {
        status: error.status,
        detail: error.detail,
      });
    throw new ApiError(ResultCode.business, 'aiUnreachable', { detail: failureText(locale, error) });
  }
}
