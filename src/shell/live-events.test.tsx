import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuleNode } from '../../contract/role.ts';
import type { SendResult } from '../../contract/sms.ts';
import { call, openConsole, signIn } from '../../tests/support/console-session.tsx';
import { type SmtpSink, sinkMailSettings, startSmtpSink } from '../../tests/support/smtp-sink.ts';
import { reachByTab } from '../../tests/support/withheld-controls.ts';

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
    // The toast comes only over the stream (a read after a gap updates the badge, not toasts), so the
    // send waits for the stream to be open.
    await waitFor(() => expect(document.querySelector('[data-live-stream="open"]')).not.toBeNull());
    const settings = await call('/api/email/config_update.html', sinkMailSettings(sink), token);
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

describe('the message list', () => {
  it('reads again when a message arrives, keeping its filter and the focus where it was', async () => {
    const { token } = await openConsole('/manage/message?unread=true');
    const table = await screen.findByRole('grid');
    // A control of the list's own toolbar has focus when the message arrives.
    const main = screen.getByRole('main');
    const focused = within(main).getAllByRole('button')[0] as HTMLElement;
    focused.focus();
    const settings = await call('/api/email/config_update.html', sinkMailSettings(sink), token);
    expect(settings.code, settings.message).toBe(0);
    const sent = await call<SendResult>(
      '/api/email/send.html',
      { to: [`c-${tag}@customer.example`], subject: `列表 ${tag}`, body: '<p>到了</p>' },
      token,
    );
    expect(sent.code, sent.message).toBe(0);
    const words = `邮件批次 #${sent.data.batchId} 已发送：1 封全部成功`;
    // The toast says it too: the row is looked for in the list itself.
    expect(await within(table).findByText(words, { exact: false }, { timeout: 30_000 })).toBeTruthy();
    expect(window.location.hash).toContain('unread=true');
    expect(document.activeElement).toBe(focused);
  });
});

describe('a right taken away while its screen is open', () => {
  it('withholds the controls that needed it, with the reason, still reached by Tab; controls never allowed stay hidden', async () => {
    const admin = (await signIn('admin', 'admin123')).token;
    const tree = await call<RuleNode[]>('/brand/role/rules.html', {}, admin);
    const ruleIds = new Map<string, number>();
    const walk = (nodes: RuleNode[]) => {
      for (const n of nodes) {
        ruleIds.set(`${n.controller}/${n.action}`, n.id);
        walk(n.childList);
      }
    };
    walk(tree.data);
    const ids = (keys: string[]) => keys.map((k) => ruleIds.get(k) ?? Number.NaN);
    const screenRules = ['crm/index', 'crm/config/', 'crm/config/tag', 'crm/tag/group'];
    const role = await call<{ id: number }>(
      '/brand/role/add.html',
      { title: `${tag} tags`, rules: ids([...screenRules, 'crm/tag/add']) },
      admin,
    );
    expect(role.code, role.message).toBe(0);
    const userName = `${tag}_tags`;
    const added = await call(
      '/brand/adminuser/add.html',
      { userName, password: 'secret-123', confirmPassword: 'secret-123', roleId: role.data.id },
      admin,
    );
    expect(added.code, added.message).toBe(0);

    const { user } = await openConsole('/crm/config/tag', userName, 'secret-123');
    const addGroup = await screen.findByRole('button', { name: '添加标签组' });
    expect(addGroup.getAttribute('aria-disabled')).toBeNull();
    // Deleting was never this role's: no control for it.
    expect(screen.queryByRole('button', { name: /^删除/ })).toBeNull();

    const taken = await call('/brand/role/priv.html', { id: role.data.id, rules: ids(screenRules) }, admin);
    expect(taken.code, taken.message).toBe(0);
    // The live event reads the menu again: the button stays where it was, withheld with its reason.
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: '添加标签组' }).getAttribute('aria-disabled')).toBe('true'),
      {
        timeout: 30_000,
      },
    );
    const withheld = screen.getByRole('button', { name: '添加标签组' });
    const description = (withheld.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(description).toBe('你的角色已没有此权限');
    expect(withheld.hasAttribute('disabled')).toBe(false);
    // The screen itself is still allowed: its heading, not the no-permission screen.
    expect(screen.getByRole('heading', { name: '客户标签', level: 1 })).toBeTruthy();

    // Reached by Tab; pressing it opens nothing.
    await reachByTab(user, withheld);
    await user.keyboard('{Enter}');
    await user.click(withheld);
    expect(screen.queryByRole('dialog')).toBeNull();

    // Given back, it works again.
    const back = await call(
      '/brand/role/priv.html',
      { id: role.data.id, rules: ids([...screenRules, 'crm/tag/add']) },
      admin,
    );
    expect(back.code, back.message).toBe(0);
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: '添加标签组' }).getAttribute('aria-disabled')).toBeNull(),
      {
        timeout: 30_000,
      },
    );
    await user.click(screen.getByRole('button', { name: '添加标签组' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
