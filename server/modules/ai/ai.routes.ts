import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import {
  type AiConfig,
  type AiStreamEvent,
  type AiUsage,
  aiChatBody,
  aiConfigBody,
  aiRule,
  aiTaskContext,
  aiTaskRules,
  aiTasks,
} from '../../../contract/ai.ts';
import { customerRule } from '../../../contract/customer.ts';
import { noInput, ResultCode } from '../../../contract/envelope.ts';
import { audit, auditAs } from '../../audit.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { aiConfigs } from '../../db/schema.ts';
import { ApiError, fieldRefusal, ok, parseBody } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { rulesOf } from '../../kit/grants.ts';
import { nextSecret, secretChange } from '../../kit/secret-field.ts';
import { message } from '../../messages.ts';
import { checkAddress } from '../../outbound/check-address.ts';
import { failureText } from '../../outbound/failure-text.ts';
import { failureOf, OutboundFailure, OutboundRefused } from '../../outbound/outbound.ts';
import { secretHint } from '../../secrets.ts';
import { aiConfigOf, aiConfigured } from './ai-config.ts';
import { openChatStream, redact } from './provider.ts';
import { systemPrompt } from './tasks.ts';

/** The purpose a brand's AI key is sealed for (server/secrets.ts): another brand's does not open. */
export const aiSecretPurpose = (brandId: number) => `ai:${brandId}:apiKey`;

const sse = (event: AiStreamEvent) => ({ data: JSON.stringify(event) });

/**
 * `/brand/ai/*`: the brand's provider and the chat. The chat streams server-sent events; a refusal
 * before the provider starts answering (no provider, a task the role may not use, the provider
 * unreachable or refusing) is the usual envelope. Every use is audited: who, which task, how it ended
 * and the tokens, never the key or the text.
 */
export const aiRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/config_detail.html', requireRule(aiRule.config_detail), async (c) => {
    await parseBody(c, noInput);
    const me = caller(c);
    const row = await aiConfigOf(c.var.deps.db, me.brandId);
    const config: AiConfig = {
      configured: aiConfigured(row),
      baseUrl: row?.baseUrl ?? '',
      model: row?.model ?? '',
      apiKey: secretHint(c.var.deps.secrets, row?.apiKey ?? null, aiSecretPurpose(me.brandId)),
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
    return ok(c, config);
  })
  .post('/config_update.html', requireRule(aiRule.config_update), async (c) => {
    const body = await parseBody(c, aiConfigBody);
    // Both or neither: an address without a model (or the other way) cannot answer anything.
    if (body.baseUrl && !body.model) throw fieldRefusal('model', 'field.required');
    if (body.model && !body.baseUrl) throw fieldRefusal('baseUrl', 'field.required');
    const me = caller(c);
    const { db, secrets, outbound } = c.var.deps;
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
      await auditAs(tx, me, {
        action: 'update',
        entity: 'ai_config',
        payload: {
          baseUrl: next.baseUrl,
          model: next.model,
          apiKey: secretChange(body.apiKey),
        },
        subject: 'AI',
      });
    });
    return ok(c, null, 'saved');
  })
  .post('/chat.html', requireRule(aiRule.chat), async (c) => {
    const body = await parseBody(c, aiChatBody);
    const me = caller(c);
    const { db, secrets, ai } = c.var.deps;
    const locale = c.var.locale;
    const task = body.task;
    if (task) {
      const info = aiTasks[task];
      if (!info.ready)
        throw new ApiError(ResultCode.business, 'aiTaskUnavailable', {
          task: message(locale, `aiTask.${task}`),
          module: message(locale, `aiModule.${info.module}`),
        });
    }
    const holds = await rulesOf(c.var.deps, me);
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

    const record = (outcome: string, usage: AiUsage | null) =>
      audit(db, {
        brandId: me.brandId,
        userId: me.userId,
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
      });

    const upstream = new AbortController();
    let events: Awaited<ReturnType<typeof openChatStream>>;
    try {
      events = await openChatStream({
        baseUrl: config.baseUrl,
        model: config.model,
        apiKey,
        messages: [{ role: 'system', content: system }, ...body.messages],
        signal: upstream.signal,
        timeoutMs: ai.timeoutMs,
        outbound: c.var.deps.outbound,
      });
    } catch (error) {
      if (!(error instanceof OutboundFailure || error instanceof OutboundRefused)) throw error;
      await record('refused', null);
      if (error instanceof OutboundFailure && error.failure === 'http')
        throw new ApiError(ResultCode.business, error.detail ? 'aiRefused' : 'aiRefusedBare', {
          status: error.status,
          detail: error.detail,
        });
      throw new ApiError(ResultCode.business, 'aiUnreachable', { detail: failureText(locale, error) });
    }

    c.set('resultCode', ResultCode.ok);
    return streamSSE(c, async (stream) => {
      // The member's Stop (or a closed page) cancels this answer: the provider's request goes with it.
      stream.onAbort(() => upstream.abort());
      let usage: AiUsage | null = null;
      let outcome = 'done';
      try {
        for await (const event of events) {
          if (stream.aborted) break;
          if (event.type === 'delta') await stream.writeSSE(sse({ delta: event.text }));
          else if (event.type === 'usage') usage = event.usage;
          else {
            outcome = 'failed';
            await stream.writeSSE(
              sse({ error: message(locale, 'aiBroken', { detail: redact(event.message, apiKey) }) }),
            );
            break;
          }
        }
        if (stream.aborted) outcome = 'stopped';
        else if (outcome === 'done') await stream.writeSSE(sse({ done: true, usage }));
      } catch (error) {
        if (stream.aborted || upstream.signal.aborted) outcome = 'stopped';
        else {
          outcome = 'failed';
          // A class, never the words of whatever broke the stream.
          const detail = failureText(locale, failureOf(error));
          await stream
            .writeSSE(sse({ error: message(locale, 'aiBroken', { detail }) }))
            .catch(() => undefined);
        }
      } finally {
        upstream.abort();
        await record(outcome, usage).catch((error) => c.var.deps.logError(error, 'ai chat audit'));
      }
    });
  });
