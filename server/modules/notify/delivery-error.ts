import { failureLine } from '../../outbound/failure-text.ts';
import { OutboundFailure, OutboundRefused } from '../../outbound/outbound.ts';

/**
 * How a failed delivery ends (SMS and e-mail alike):
 * - `temporary`: the provider did not take the message (SMTP 4xx, provider 5xx or throttling, no
 *   connection): the job is retried with backoff;
 * - `permanent`: the provider refused it for good (a bad number, a wrong key): marked failed;
 * - `unknown`: the provider may have taken it (a timeout once the request was sent): marked unknown
 *   and shown, never sent again by itself; a person decides with "repeat".
 */
export type DeliveryFailure = 'temporary' | 'permanent' | 'unknown';

export class DeliveryError extends Error {
  constructor(
    readonly kind: DeliveryFailure,
    message: string,
  ) {
    super(message);
  }
}

// Errors thrown before a byte of the request left: nothing can have been accepted, so a retry is safe.
const notConnected = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

function codeOf(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = Reflect.get(e, 'cause')) {
    const code = Reflect.get(e, 'code');
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** A fetch that threw: no connection is temporary; a timeout or a cut mid-request is unknown. */
export function fetchFailure(error: unknown, timeoutMs: number): DeliveryError {
  if (error instanceof DeliveryError) return error;
  // An address the operator has not allowed, or a name that does not resolve: nothing was sent.
  if (error instanceof OutboundRefused) return new DeliveryError('permanent', failureLine(error));
  if (error instanceof OutboundFailure && error.failure === 'unresolvable')
    return new DeliveryError('temporary', failureLine(error));
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError')
    return new DeliveryError(
      'unknown',
      `no answer within ${timeoutMs / 1000} s: the provider may have sent it`,
    );
  const code = codeOf(error);
  if (code && notConnected.has(code))
    return new DeliveryError('temporary', `cannot reach the provider (${code})`);
  return new DeliveryError('unknown', `the connection broke mid-request (${code ?? 'network error'})`);
}
