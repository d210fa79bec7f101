import { createParser } from 'eventsource-parser';
import {
  type AiChatBody,
  type AiConfig,
  type AiConfigBody,
  type AiStreamEvent,
  type AiUsage,
  aiPaths,
} from '../../../contract/ai.ts';
import { type CallOptions, post, postForStream } from '../../services/http.ts';

export function aiConfigDetail(options: CallOptions = {}): Promise<AiConfig> {
  return post<AiConfig>(aiPaths.configDetail, {}, options);
}

export function aiConfigUpdate(body: AiConfigBody, options: CallOptions = {}): Promise<unknown> {
  return post(aiPaths.configUpdate, { ...body }, options);
}

export interface ChatHandlers {
  onDelta(text: string): void;
  onDone(usage: AiUsage | null): void;
  /** The stream broke off (the provider stopped, the connection went): its reason. */
  onError(message: string): void;
}

function isEvent(v: unknown): v is AiStreamEvent {
  return typeof v === 'object' && v !== null && ('delta' in v || 'done' in v || 'error' in v);
}

/**
 * Asks the assistant and hands its answer over as it streams. Rejects before the stream starts (the
 * usual envelope's refusal, already worded for the user); once it streams, every outcome goes to a
 * handler. Aborting `signal` (Stop) cancels the request, and the server ends the provider's with it.
 */
export async function streamChat(
  body: AiChatBody,
  handlers: ChatHandlers,
  signal: AbortSignal,
): Promise<void> {
  const res = await postForStream(aiPaths.chat, { ...body }, { signal, notifyErrors: false });
  const reader = res.body?.getReader();
  if (!reader) return handlers.onError('');
  let settled = false;
  const parser = createParser({
    onEvent: (e) => {
      let event: unknown;
      try {
        event = JSON.parse(e.data);
      } catch {
        return;
      }
      if (!isEvent(event) || settled) return;
      if ('delta' in event) handlers.onDelta(event.delta);
      else if ('done' in event) {
        settled = true;
        handlers.onDone(event.usage);
      } else {
        settled = true;
        handlers.onError(event.error);
      }
    },
  });
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    if (signal.aborted) return;
    if (!settled) handlers.onError(error instanceof Error ? error.message : String(error));
    return;
  }
  if (!settled && !signal.aborted) handlers.onError('');
}
