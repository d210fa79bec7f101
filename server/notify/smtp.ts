import nodemailer from 'nodemailer';
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

export type Mailer = ReturnType<typeof createMailer>;

/**
 * A nodemailer transport of these settings. `pooled` keeps up to five connections open for a batch;
 * a test mail uses one connection and closes it.
 */
export function createMailer(s: SmtpSettings, notify: NotifySettings, pooled: boolean) {
  const timeouts = {
    connectionTimeout: notify.smtpTimeoutMs,
    greetingTimeout: notify.smtpTimeoutMs,
    socketTimeout: notify.smtpTimeoutMs,
  };
  const common = {
    host: s.host,
    port: s.port,
    secure: s.secure === 'tls',
    requireTLS: s.secure === 'starttls',
    ignoreTLS: s.secure === 'none',
    ...(s.user ? { auth: { user: s.user, pass: s.password ?? '' } } : {}),
    tls: { rejectUnauthorized: !notify.smtpAllowSelfSigned },
    ...timeouts,
  };
  return pooled
    ? nodemailer.createTransport({ ...common, pool: true, maxConnections: 5, maxMessages: 500 })
    : nodemailer.createTransport(common);
}

/** The server's own words of an SMTP failure ("535 5.7.8 Authentication failed"), else the error's. */
export function smtpReply(error: unknown): string {
  const response = error && typeof error === 'object' ? Reflect.get(error, 'response') : undefined;
  if (typeof response === 'string' && response) return response;
  return error instanceof Error ? error.message : String(error);
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
  const reply = smtpReply(error);
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
