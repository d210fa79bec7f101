import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SendResult } from '../../contract/sms.ts';
import { call, openConsole } from '../support/console-session.tsx';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';

// The open console hears what the server did meanwhile, over its event stream against the real server.
// Names carry this file's tag: the client project shares one server across files.
const tag = `le${Date.now().toString(36)}`;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

const toasts = () => within(screen.getByRole('region', { name: '通知' }));

describe('a send that finished', () => {
  it('without failures tells the sender’s open console with a toast, and the message is in the inbox', async () => {
    const { token, user } = await openConsole('/');
    const settings = await call(
      '/api/email/config_update.html',
      { host: '127.0.0.1', port: sink.port, secure: 'none', fromAddress: 'noreply@brand.example' },
      token,
    );
    expect(settings.code, settings.message).toBe(0);
    const sent = await call<SendResult>(
      '/api/email/send.html',
      {
        to: [`a-${tag}@customer.example`, `b-${tag}@customer.example`],
        subject: `到货 ${tag}`,
        body: '<p>到了</p>',
      },
      token,
    );
    expect(sent.code, sent.message).toBe(0);
    const words = `邮件批次 #${sent.data.batchId} 已发送：2 封全部成功`;
    expect(await toasts().findByText(words, {}, { timeout: 30_000 })).toBeTruthy();
    // The message is the newest in the header's messages.
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /^消息，/ }));
    const latest = await screen.findByRole('list', { name: '最新消息' });
    const link = await within(latest).findByRole('link', { name: new RegExp(words) });
    expect(link.getAttribute('href')).toBe(`#/notify/email/list?batchId=${sent.data.batchId}`);
    expect(
      sink.mails.filter((m) => m.envelopeTo.some((to) => to.endsWith(`-${tag}@customer.example`))),
    ).toHaveLength(2);
  });
});
