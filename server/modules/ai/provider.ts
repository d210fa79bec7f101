import { createParser } from 'eventsource-parser';
import type { AiUsage } from '../../../contract/ai.ts';
import {
  failureOf,
  OutboundFailure,
  type OutboundPolicy,
  OutboundRefused,
  outboundFetch,
} from '../../outbound/outbound.ts';

/**
 * An OpenAI-compatible chat-completions endpoint, streamed (`stream: true`): the outbound module and
 * eventsource-parser. `openChatStream` answers once the provider has accepted the request (HTTP 2xx),
 * so whatever goes wrong before that is an OutboundFailure (or OutboundRefused) the route turns into
 * the usual envelope; what comes after is read as events.
 */

export interface ChatRequest {
  baseUrl: string;
  model: string;
  /** '' for an endpoint that needs no key (a local model server). */
  apiKey: string;
  messages: { role: 'system' | 'user' | 'assistant'; content: string }[];
  /** Aborting it (the member's Stop, a closed page) ends the upstream request. */
  signal: AbortSignal;
  /** Longest wait for the provider's answer to start, and between two pieces of it. */
  timeoutMs: number;
  /** Where the call may go (OUTBOUND_ALLOW). */
  outbound: OutboundPolicy;
}

export type ProviderEvent =
  | { type: 'delta'; text: string }
  | { type: 'usage'; usage: AiUsage }
  | { type: 'error'; message: string };

/** `<baseUrl>/chat/completions`, with or without a trailing slash on the base. */
export function completionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
}

/**
 * A provider's words with anything that may be a secret taken out: some answer a wrong key with part
 * of it ("Incorrect API key provided: sk-abc***wxyz"), a proxy may echo the `Authorization` header.
 * Cut to a line of 200 characters.
 */
export function redact(text: string, apiKey: string): string {
  let out = text;
  if (apiKey) out = out.split(apiKey).join('***');
  out = out.replace(/\b(Bearer|Basic)\s+[A-Za-z0-9*._~+/=-]+/gi, '$1 ***');
  out = out.replace(/\b(sk|key|api[-_]?key)[-_][A-Za-z0-9*._-]{4,}/gi, '$1-***');
  out = out.replace(/\s+/g, ' ').trim();
  return out.length > 200 ? `${out.slice(0, 200)}…` : out;
}

/**
 * The provider's own message when its answer has the documented error shape (`{"error":{"message"}}`
 * or `{"error":"..."}`), else nothing: a proxy's page or another server's body is never shown.
 */
async function errorDetail(res: Response): Promise<string> {
  const raw = await res.text().catch(() => '');
  try {
    const json: unknown = JSON.parse(raw);
    const error = typeof json === 'object' && json !== null ? Reflect.get(json, 'error') : undefined;
    const message =
      typeof error === 'string'
        ? error
        : typeof error === 'object' && error !== null
          ? Reflect.get(error, 'message')
          : undefined;
    if (typeof message === 'string') return message;
  } catch {
    // Not the provider's shape: its status alone.
  }
  return '';
}

function numberOr0(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}

/** The events of one SSE `data:` line of the provider. */
export function eventsOf(data: string): ProviderEvent[] {
  if (data === '[DONE]') return [];
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return [];
  }
  if (typeof json !== 'object' || json === null) return [];
  const out: ProviderEvent[] = [];
  const error = Reflect.get(json, 'error');
  if (error) {
    const message = typeof error === 'object' ? Reflect.get(error, 'message') : error;
    out.push({ type: 'error', message: typeof message === 'string' && message ? message : 'error' });
  }
  const choices = Reflect.get(json, 'choices');
  if (Array.isArray(choices)) {
    for (const choice of choices) {
      const delta = typeof choice === 'object' && choice !== null ? Reflect.get(choice, 'delta') : undefined;
      const content = typeof delta === 'object' && delta !== null ? Reflect.get(delta, 'content') : undefined;
      if (typeof content === 'string' && content !== '') out.push({ type: 'delta', text: content });
    }
  }
  const usage = Reflect.get(json, 'usage');
  if (typeof usage === 'object' && usage !== null) {
    const prompt = numberOr0(Reflect.get(usage, 'prompt_tokens'));
    const completion = numberOr0(Reflect.get(usage, 'completion_tokens'));
    out.push({
      type: 'usage',
      usage: {
        promptTokens: prompt,
        completionTokens: completion,
        totalTokens: numberOr0(Reflect.get(usage, 'total_tokens')) || prompt + completion,
      },
    });
  }
  return out;
}

/**
 * Sends the request and waits for the provider to accept it. Answers the stream of its events; throws
 * OutboundRefused for an address inside the network, and an OutboundFailure when the provider cannot
 * be reached, refuses (HTTP status, its own message redacted) or does not start within `timeoutMs`.
 */
export async function openChatStream(request: ChatRequest): Promise<AsyncGenerator<ProviderEvent>> {
  const local = new AbortController();
  const abort = () => local.abort();
  request.signal.addEventListener('abort', abort, { once: true });
  let timedOut = false;
  let timer = setTimeout(() => {
    timedOut = true;
    local.abort();
  }, request.timeoutMs);
  const rearm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      local.abort();
    }, request.timeoutMs);
  };
  const finish = () => {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', abort);
  };

  let res: Response;
  try {
    res = await outboundFetch(request.outbound, completionsUrl(request.baseUrl), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        ...(request.apiKey ? { Authorization: `Bearer ${request.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: request.model,
        messages: request.messages,
        stream: true,
        stream_options: { include_usage: true },
      }),
      signal: local.signal,
    });
  } catch (error) {
    finish();
    if (timedOut) throw new OutboundFailure('timeout');
    if (request.signal.aborted || error instanceof OutboundRefused) throw error;
    throw failureOf(error);
  }
  // A redirect is not followed: the provider's address is the one the brand set, nowhere else.
  if (!res.ok || !res.body) {
    const detail = redact(await errorDetail(res), request.apiKey);
    finish();
    throw new OutboundFailure('http', res.status, detail);
  }
  const body = res.body;

  async function* events(): AsyncGenerator<ProviderEvent> {
    const queue: ProviderEvent[] = [];
    const parser = createParser({
      onEvent: (e) => {
        queue.push(...eventsOf(e.data));
      },
    });
    const decoder = new TextDecoder();
    const reader = body.getReader();
    try {
      rearm();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        rearm();
        parser.feed(decoder.decode(value, { stream: true }));
        // A secret inside an error mid-stream is taken out before anyone sees it.
        for (const e of queue) if (e.type === 'error') e.message = redact(e.message, request.apiKey);
        while (queue.length > 0) {
          const next = queue.shift();
          if (next) yield next;
        }
      }
      parser.feed(decoder.decode());
      for (const e of queue) if (e.type === 'error') e.message = redact(e.message, request.apiKey);
      while (queue.length > 0) {
        const next = queue.shift();
        if (next) yield next;
      }
    } catch (error) {
      if (timedOut) throw new OutboundFailure('timeout');
      throw failureOf(error);
    } finally {
      finish();
      // Leaving early (Stop, an error) must end the upstream request too.
      reader.cancel().catch(() => undefined);
      if (!local.signal.aborted) local.abort();
    }
  }
  return events();
}
