import { type Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { type AiStreamEvent, type AiUsage, aiChatBody, aiConfigBody, aiRule } from '../../../contract/ai.ts';
import { noInput, ResultCode } from '../../../contract/envelope.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ok, parseBody } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { failureText } from '../../outbound/failure-text.ts';
import { failureOf } from '../../outbound/outbound.ts';
import { aiText } from './ai.messages.ts';
import { type AiCaller, aiConfigDetail, openChat, updateAiConfig } from './ai.service.ts';
import { redact } from './provider.ts';

const sse = (event: AiStreamEvent) => ({ data: JSON.stringify(event) });

const aiCaller = (c: Context<AppEnv>): AiCaller => ({ ...caller(c), locale: c.var.locale });

/**
 * `/brand/ai/*`: the brand's provider and the chat (ai.service.ts checks, opens and records). The chat
 * streams server-sent events; a refusal before the provider starts answering (no provider, a task the
 * role may not use, the provider unreachable or refusing) is the usual envelope.
 */
export const aiRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/config_detail.html', requireRule(aiRule.config_detail), async (c) => {
    await parseBody(c, noInput);
    return ok(c, await aiConfigDetail(c.var.deps, aiCaller(c)));
  })
  .post('/config_update.html', requireRule(aiRule.config_update), async (c) => {
    const body = await parseBody(c, aiConfigBody);
    await updateAiConfig(c.var.deps, aiCaller(c), body);
    return ok(c, null, 'saved');
  })
  .post('/chat.html', requireRule(aiRule.chat), async (c) => {
    const body = await parseBody(c, aiChatBody);
    const locale = c.var.locale;
    const chat = await openChat(c.var.deps, aiCaller(c), body);

    c.set('resultCode', ResultCode.ok);
    return streamSSE(c, async (stream) => {
      // The member's Stop (or a closed page) cancels this answer: the provider's request goes with it.
      stream.onAbort(chat.abort);
      let usage: AiUsage | null = null;
      let outcome = 'done';
      try {
        for await (const event of chat.events) {
          if (stream.aborted) break;
          if (event.type === 'delta') await stream.writeSSE(sse({ delta: event.text }));
          else if (event.type === 'usage') usage = event.usage;
          else {
            outcome = 'failed';
            await stream.writeSSE(
              sse({ error: aiText(locale, 'aiBroken', { detail: redact(event.message, chat.apiKey) }) }),
            );
            break;
          }
        }
        if (stream.aborted) outcome = 'stopped';
        else if (outcome === 'done') await stream.writeSSE(sse({ done: true, usage }));
      } catch (error) {
        if (stream.aborted || chat.signal.aborted) outcome = 'stopped';
        else {
          outcome = 'failed';
          // A class, never the words of whatever broke the stream.
          const detail = failureText(locale, failureOf(error));
          await stream
            .writeSSE(sse({ error: aiText(locale, 'aiBroken', { detail }) }))
            .catch(() => undefined);
        }
      } finally {
        chat.abort();
        await chat.finish(outcome, usage).catch((error) => c.var.deps.logError(error, 'ai chat audit'));
      }
    });
  });
