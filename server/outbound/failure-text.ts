import type { Locale } from '../../contract/envelope.ts';
import { translator } from '../core.messages.ts';
import { outboundEn, outboundZh } from './outbound.messages.ts';
import { OutboundFailure, OutboundRefused } from './outbound.ts';

// Its own catalogue, not server/messages.ts: the modules that call it are what that file joins.
const message = translator(outboundZh, outboundEn);

/** What the member reads of a failed call: its class and number, in their language. */
export function failureText(locale: Locale, error: OutboundFailure | OutboundRefused): string {
  if (error instanceof OutboundRefused)
    return message(locale, `outbound.internal.${error.range}`, { host: error.host, address: error.address });
  const key =
    error.failure === 'auth' && error.status ? 'outbound.authCode' : (`outbound.${error.failure}` as const);
  const base = message(locale, key, { status: error.status });
  return error.detail ? `${base}: ${error.detail}` : base;
}

/** The same, for text stored on a message row or a log line (English, as the log is). */
export function failureLine(error: unknown): string {
  return error instanceof OutboundFailure || error instanceof OutboundRefused
    ? failureText('en', error)
    : 'the call failed';
}
