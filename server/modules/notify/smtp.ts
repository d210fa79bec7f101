import { isIP } from 'node:net';
import nodemailer from 'nodemailer';
import { failureLine } from '../../outbound/failure-text.ts';
import { OutboundFailure, type OutboundPolicy, OutboundRefused } from '../../outbound/outbound.ts';
import { DeliveryError } from './delivery-error.ts';
import type { NotifySettings } from './settings.ts';

/** A brand's SMTP settings with the password opened, as a transport needs them. */
export interface SmtpSettings {
  host: string;
  port: number;
  secure: 'tls' | 'starttls' | 'none';
  user: string;
  password: string | null;
  fromName: string;
  fromAddress: string;
  replyTo: string;
}

export type Mailer = Awaited<ReturnType<typeof createMailer>>;

/**
 * A nodemailer transport of these settings. `pooled` keeps up to five connections open for a batch;
 * a test mail uses one connection and closes it. The host is resolved and checked once here and the
 * transport connects to that address (the name kept for the certificate): OutboundRefused when it
 * lies inside the network.
 */
export async function createMailer(
  s: SmtpSettings,
  notify: NotifySettings,
  pooled: boolean,
  outbound: OutboundPolicy,
) {
  const { address } = await outbound.resolve(s.host);
  const timeouts = {
    connectionTimeout: notify.smtpTimeoutMs,
    greetingTimeout: notify.smtpTimeoutMs,
    socketTimeout: notify.smtpTimeoutMs,
  };
  const common = {
    host: address,
    port: s.port,
    secure: s.secure === 'tls',
    requireTLS: s.secure === 'starttls',
    ignoreTLS: s.secure === 'none',
    ...(s.user ? { auth: { user: s.user, pass: s.password ?? '' } } : {}),
    tls: {
      rejectUnauthorized: !notify.smtpAllowSelfSigned,
      ...(isIP(s.host.replace(/^\[|\]$/g, '')) ? {} : { servername: s.host }),
    },
    ...timeouts,
  };
  return pooled
    ? nodemailer.createTransport({ ...common, pool: true, maxConnections: 5, maxMessages: 500 })
    : nodemailer.createTransport(common);
}

/**
 * The class of an SMTP failure and its reply code ("authentication failed (SMTP 535)", "connection
 * refused", "SMTP 550"), never the server's own words: whatever answers on that port (another
 * service's banner) is not shown back.
 */
export function smtpFailureClass(error: unknown): OutboundFailure | OutboundRefused {
  if (error instanceof OutboundFailure || error instanceof OutboundRefused) return error;
  const get = (k: string) => (error && typeof error === 'object' ? Reflect.get(error, k) : undefined);
  const responseCode = Number(get('responseCode')) || 0;
  const code = String(get('code') ?? '');
  const text = error instanceof Error ? error.message : '';
  if (code === 'EAUTH') return new OutboundFailure('auth', responseCode);
  if (responseCode >= 400) return new OutboundFailure('smtp', responseCode);
  if (/ECONNREFUSED/.test(text)) return new OutboundFailure('refused');
  if (code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(text)) return new OutboundFailure('unresolvable');
  if (/EHOSTUNREACH|ENETUNREACH/.test(text)) return new OutboundFailure('unreachable');
  if (code === 'ETIMEDOUT' || /timeout|Greeting never received/i.test(text))
    return new OutboundFailure('timeout');
  if (code === 'ETLS' || /certificate|SSL|TLS/i.test(text)) return new OutboundFailure('tls');
  return new OutboundFailure('protocol');
}

/**
 * How an SMTP failure ends: a 4xx reply is temporary and a 5xx permanent (the server said so); no
 * connection (refused, no such host, no greeting) is temporary; a connection that went silent or broke
 * during the conversation is unknown: the server may have taken the message. nodemailer names the
 * stage only in its wording ("Connection timeout", "Greeting never received" before the conversation,
 * "Timeout" during it), so that is what is read.
 */
export function smtpFailure(error: unknown): DeliveryError {
  const get = (k: string) => (error && typeof error === 'object' ? Reflect.get(error, k) : undefined);
  const responseCode = Number(get('responseCode'));
  if (error instanceof OutboundRefused) return new DeliveryError('permanent', failureLine(error));
  const reply = failureLine(smtpFailureClass(error));
  if (responseCode >= 400 && responseCode < 500) return new DeliveryError('temporary', reply);
  if (responseCode >= 500) return new DeliveryError('permanent', reply);
  const code = String(get('code') ?? '');
  const text = error instanceof Error ? error.message : '';
  if (code === 'EAUTH') return new DeliveryError('permanent', reply);
  const beforeConversation =
    code === 'ECONNECTION' ||
    code === 'EDNS' ||
    code === 'ETLS' ||
    /Connection timeout|Greeting never received|ECONNREFUSED|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH/.test(
      text,
    );
  if (beforeConversation) return new DeliveryError('temporary', reply);
  if (code === 'ETIMEDOUT' || code === 'ESOCKET' || code === 'ECONNRESET')
    return new DeliveryError('unknown', `${reply}: the server may have taken the message`);
  return new DeliveryError('temporary', reply);
}
