import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, openConsole, signIn } from '../../../tests/support/console-session.tsx';
import { dialog, openSendDialog, pickInDialog } from '../../../tests/support/notify-dialog.ts';

// Against the real server shared by the client project: names and mobiles carry this file's own tag.
const tag = Date.now().toString(36);
const digits = String(Date.now()).slice(-6);
let token = '';

beforeAll(async () => {
  token = (await signIn('admin', 'admin123')).token;
});

async function ok<T>(path: string, body: unknown): Promise<T> {
  const answer = await call<T>(path, body, token);
  if (answer.code !== 0) throw new Error(`${path}: ${answer.message}`);
  return answer.data;
}

describe('/notify/email/list: compose without a mail server', () => {
  it('says at once, before anything is written, that no mail server is set, with a link to the settings', async () => {
    // A brand of its own that no test configures: its mail server is not set.
    const bare = inject('bareBrand');
    const { user } = await openConsole('/notify/email/list', bare.user, bare.password, bare.id);
    await user.click(await screen.findByRole('button', { name: '写邮件' }));
    const note = await dialog().findByText(/还没有设置发信邮箱（SMTP），邮件暂时发不出去/);
    // Nothing was typed or pressed yet.
    expect((dialog().getByRole('textbox', { name: /^收件人/ }) as HTMLTextAreaElement).value).toBe('');
    const link = within(note.closest('p') ?? note).getByRole('link', { name: '前往邮件设置' });
    expect(link.getAttribute('href')).toBe('#/notify/index?tab=email');
    await user.click(link);
    // The overview opens on the e-mail settings.
    const tab = await screen.findByRole('tab', { name: '发信邮箱（SMTP）' });
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    expect(await screen.findByLabelText(/^SMTP 服务器/)).toBeTruthy();
  });

  it('counts the addresses that will go: one not an address and one repeated (case aside) are said, not counted', async () => {
    const bare = inject('bareBrand');
    const { user } = await openConsole('/notify/email/list', bare.user, bare.password, bare.id);
    await user.click(await screen.findByRole('button', { name: '写邮件' }));
    const to = await dialog().findByRole('textbox', { name: /^收件人/ });
    await user.type(to, `foo@, bar${tag}@example.com, Bar${tag}@Example.com, li${tag}@example.com`);
    expect(dialog().getByText(/将发送 2 个地址；未计入：1 个格式不正确（foo@）、1 个重复$/)).toBeTruthy();
  });
});

describe('/notify/sms/list: counts what will go', () => {
  it('leaves bad and repeated numbers out of the count and says how many and why', async () => {
    const title = `计数 ${tag}`;
    await ok('/brand/sms/templateadd.html', { title, kind: 'notice', content: '您的订单已发货' });
    const user = await openSendDialog(title);
    const a = `1390${digits}1`;
    const b = `1390${digits}2`;
    // Four entered: one twice (once with +86), one not a mobile.
    await user.type(dialog().getByRole('textbox', { name: /手机号/ }), `${a}\n+86${a}\n${b}\n12345`);
    expect(dialog().getByText(/将发送 2 个号码；未计入：1 个格式不正确（12345）、1 个重复/)).toBeTruthy();
    expect(dialog().getByText(/本次约 2 条$/)).toBeTruthy();
    await user.click(dialog().getByRole('button', { name: '发送' }));
    // The server sends what the count said.
    expect(await dialog().findByText(/^已提交 2 条/)).toBeTruthy();
  });

  it('says why a group’s customers were left out when it queues fewer than the group counts', async () => {
    // A source of its own marks this test's customers, and the group is that source.
    const sourceId = (await ok<{ id: number }>('/crm/tag/add.html', { type: 'source', title: `计数 ${tag}` }))
      .id;
    const ids: number[] = [];
    for (let n = 1; n <= 5; n += 1)
      ids.push(
        (
          await ok<{ id: number }>('/crm/customer/add.html', {
            name: `计数客户 ${tag} ${n}`,
            mobile: `1391${digits}${n}`,
            sourceId,
            ownerId: null,
          })
        ).id,
      );
    // Two of the five are lost: the group counts them, a send leaves them out.
    for (const id of ids.slice(0, 2)) await ok('/crm/customer/lose.html', { id, reason: '不再联系' });
    const groupName = `计数分组 ${tag}`;
    await ok('/crm/customer/group_add.html', { name: groupName, conditions: { sourceIds: [sourceId] } });
    const title = `分组计数 ${tag}`;
    await ok('/brand/sms/templateadd.html', { title, kind: 'notice', content: '{name}您好，新品已到' });
    const user = await openSendDialog(title);
    await user.click(dialog().getByRole('radio', { name: '客户分组' }));
    await pickInDialog(user, /客户分组/, `${groupName}（5 位）`);
    await user.click(dialog().getByRole('button', { name: '发送' }));
    expect(await dialog().findByText(/^已提交 3 条/)).toBeTruthy();
    expect(dialog().getByText('分组中另有 2 位客户没有发送：')).toBeTruthy();
    const leftOut = dialog().getByRole('list', { name: '分组中没有发送的客户' });
    expect(within(leftOut).getByRole('listitem').textContent).toBe('2 位客户已流失，不发送');
  });
});
