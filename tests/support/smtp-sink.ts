import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/**
 * A local SMTP server that keeps what it receives, parsed with postal-mime as a mail client would read
 * it. Modes make it answer as real servers do when things go wrong.
 */

export interface CapturedMail {
  envelopeTo: string[];
  subject: string;
  from: string;
  to: string[];
  cc: string[];
  replyTo: string[];
  html: string;
  text: string;
}

export type SinkMode = 'ok' | 'busy' | 'reject' | 'silent';

export interface SmtpSink {
  port: number;
  mails: CapturedMail[];
  /** Messages received in all (raw count, parsed or not). */
  received: number;
  /** Messages received per envelope recipient: a count above 1 is a duplicate. */
  perRecipient: Map<string, number>;
  mode: SinkMode;
  /** The login it accepts; any other is answered "535 5.7.8 Authentication failed". */
  auth: { user: string; pass: string } | null;
  /** Parse each message (tests); the bench only counts. */
  parse: boolean;
  /** Recipients refused with "550 5.1.1" besides `nobody@…`, until taken out again (a resend then passes). */
  refuse: Set<string>;
  close(): Promise<void>;
}

async function read(stream: SMTPServerDataStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

export async function startSmtpSink(
  options: { auth?: { user: string; pass: string } | null; parse?: boolean } = {},
): Promise<SmtpSink> {
  const sink: SmtpSink = {
    port: 0,
    mails: [],
    received: 0,
    perRecipient: new Map(),
    mode: 'ok',
    auth: options.auth ?? null,
    parse: options.parse ?? true,
    refuse: new Set(),
    close: async () => undefined,
  };
  const server = new SMTPServer({
    secure: false,
    // A plain local sink: no STARTTLS offered, logins accepted without TLS.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    size: 10 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      if (sink.auth && auth.username === sink.auth.user && auth.password === sink.auth.pass)
        return callback(null, { user: auth.username });
      const error = Object.assign(new Error('5.7.8 Authentication failed'), { responseCode: 535 });
      callback(error);
    },
    onRcptTo(address, _session, callback) {
      if (sink.mode === 'busy')
        return callback(
          Object.assign(new Error('4.3.2 Service busy, try again later'), { responseCode: 451 }),
        );
      if (sink.mode === 'reject' || address.address.startsWith('nobody@') || sink.refuse.has(address.address))
        return callback(Object.assign(new Error('5.1.1 Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      read(stream).then(
        async (raw) => {
          // Takes the message and never answers: the client is left not knowing.
          if (sink.mode === 'silent') return;
          sink.received++;
          for (const r of session.envelope.rcptTo)
            sink.perRecipient.set(r.address, (sink.perRecipient.get(r.address) ?? 0) + 1);
          if (sink.parse) {
            const mail = await PostalMime.parse(raw);
            sink.mails.push({
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              subject: mail.subject ?? '',
              from: mail.from?.address ?? '',
              to: (mail.to ?? []).map((a) => a.address ?? ''),
              cc: (mail.cc ?? []).map((a) => a.address ?? ''),
              replyTo: (mail.replyTo ?? []).map((a) => a.address ?? ''),
              html: mail.html ?? '',
              text: mail.text ?? '',
            });
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // A client that dies mid-conversation (the kill test) resets its connection: not the sink's fault.
  server.on('error', () => undefined);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  sink.port = (server.server.address() as AddressInfo).port;
  sink.close = () => new Promise((done) => server.close(() => done()));
  return sink;
}

/**
 * Brand 1's e-mail settings pointing at the sink. The password is removed: a stored one would make
 * the server refuse a changed host until it is typed again, and the sink takes no login.
 */
export function sinkMailSettings(sink: SmtpSink) {
  return {
    host: '127.0.0.1',
    port: sink.port,
    secure: 'none' as const,
    fromAddress: 'noreply@brand.example',
    password: null,
  };
}
