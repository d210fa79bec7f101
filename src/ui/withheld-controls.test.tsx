import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, openConsole } from '../../tests/support/console-session.tsx';
import {
  adminToken,
  memberWithEveryRule as everyRuleMember,
  expectNoAxeViolations,
  expectWithheld,
  live,
  reachByTab,
  takesFocus,
  withheldSetup,
} from '../../tests/support/withheld-controls.ts';

// A right taken away while its screen is open, on screens of three modules, against the real server:
// the live event reads the menu again and the kit's controls that needed it (toolbar and add buttons,
// row actions, switches) stay where they were, withheld with the reason. Names carry this file's tag:
// the client project shares one server across files.
const tag = `wc${Date.now().toString(36)}`;
let admin = '';
const memberWithEveryRule = (name: string) => everyRuleMember(tag, name);

beforeAll(async () => {
  await withheldSetup();
  admin = adminToken();
});

describe('a right taken away while its screen is open', () => {
  it('system members: the add button, a row’s edit and delete, and the status switch stay withheld with the reason', async () => {
    const member = await memberWithEveryRule('users');
    // Oldest first: admin, the brand's first member, heads the list however many members other files
    // of this shard gave Demo Brand on the shared server (newest first, the default, pushed it off page 1).
    const { user } = await openConsole('/system/adminuser?sort=createdAt', member.userName, 'secret-123');
    const row = (await screen.findByRole('rowheader', { name: /^admin/ })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).getByRole('button', { name: '编辑 admin' }).getAttribute('aria-disabled')).toBeNull();

    await member.take(['brand/adminuser/add', 'brand/adminuser/update', 'brand/adminuser/del']);
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: '添加管理员' }).getAttribute('aria-disabled')).toBe('true'),
      live,
    );
    const add = screen.getByRole('button', { name: '添加管理员' });
    expectWithheld(add);
    const adminRow = screen.getByRole('rowheader', { name: /^admin/ }).closest('[role="row"]') as HTMLElement;
    const edit = within(adminRow).getByRole('button', { name: '编辑 admin' });
    expectWithheld(edit);
    expectWithheld(within(adminRow).getByRole('button', { name: /^删除/ }));
    const status = within(adminRow).getByRole('switch');
    expectWithheld(status);
    const wasOn = (status as HTMLInputElement).checked;

    await reachByTab(user, add);
    await user.keyboard('{Enter}');
    await user.click(edit);
    await user.click(status);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((status as HTMLInputElement).checked).toBe(wasOn);
    await expectNoAxeViolations();
  });

  it('CRM products: the add link, a row’s edit link and the on-sale switch stay withheld with the reason', async () => {
    const title = `${tag} 产品`;
    const made = await call('/crm/product/add.html', { kind: 'product', title, price: '9.90' }, admin);
    expect(made.code, made.message).toBe(0);
    const member = await memberWithEveryRule('products');
    const { user } = await openConsole(
      `/crm/sales/product?keyword=${encodeURIComponent(title)}`,
      member.userName,
      'secret-123',
    );
    const addLink = await screen.findByRole('link', { name: '添加产品' });
    expect(addLink).toBeTruthy();

    await member.take(['crm/product/add', 'crm/product/update', 'crm/product/status']);
    await waitFor(() => expectWithheld(screen.getByRole('button', { name: '添加产品' })), live);
    expect(screen.queryByRole('link', { name: '添加产品' })).toBeNull();
    const row = screen
      .getByRole('rowheader', { name: new RegExp(title) })
      .closest('[role="row"]') as HTMLElement;
    const edit = within(row).getByRole('button', { name: `编辑 ${title}` });
    expectWithheld(edit);
    expectWithheld(within(row).getByRole('switch'));
    // Deleting is still the role's: its control is as it was.
    expect(within(row).getByRole('button', { name: /^删除/ }).getAttribute('aria-disabled')).toBeNull();

    await reachByTab(user, screen.getByRole('button', { name: '添加产品' }));
    await user.keyboard('{Enter}');
    takesFocus(edit);
    await user.keyboard('{Enter}');
    expect(window.location.hash).toContain('/crm/sales/product');
    expect(window.location.hash).not.toContain('update');
    await expectNoAxeViolations();
  });

  it('notify SMS templates: the add button, a row’s edit and the enabled switch stay withheld; a right never held stays hidden', async () => {
    const title = `${tag} 模板`;
    const made = await call(
      '/brand/sms/templateadd.html',
      { title, kind: 'notice', code: `T${tag}`, content: '您好', display: true },
      admin,
    );
    expect(made.code, made.message).toBe(0);
    const member = await memberWithEveryRule('templates');
    // Deleting was taken before the screen opened: never held here, so never drawn.
    await member.take(['brand/sms/templatedel']);
    const { user } = await openConsole('/notify/sms/template', member.userName, 'secret-123');
    const row = (await screen.findByRole('rowheader', { name: title })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).queryByRole('button', { name: /^删除/ })).toBeNull();

    await member.take([
      'brand/sms/templatedel',
      'brand/sms/templateadd',
      'brand/sms/templateupdate',
      'brand/sms/templatestatus',
    ]);
    await waitFor(() => expectWithheld(screen.getByRole('button', { name: '添加模板' })), live);
    const again = screen.getByRole('rowheader', { name: title }).closest('[role="row"]') as HTMLElement;
    const edit = within(again).getByRole('button', { name: /^编辑/ });
    expectWithheld(edit);
    const status = within(again).getByRole('switch');
    expectWithheld(status);
    expect(within(again).queryByRole('button', { name: /^删除/ })).toBeNull();

    await reachByTab(user, screen.getByRole('button', { name: '添加模板' }));
    takesFocus(status);
    await user.keyboard(' ');
    expect((status as HTMLInputElement).checked).toBe(true);
    await user.click(edit);
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectNoAxeViolations();
  });
  it('notify SMS log: the send button and a batch’s resend stay withheld with the reason, and do nothing', async () => {
    // A batch offers its resend only when some of its messages failed: the demo log's batch has some.
    const failed = await call<{ list: { batchId: number }[] }>(
      '/brand/sms/list.html',
      { status: 'failed', pageSize: 1 },
      admin,
    );
    expect(failed.code, failed.message).toBe(0);
    const batchId = Number(failed.data.list[0]?.batchId);
    expect(batchId).toBeGreaterThan(0);
    const before = await call<{ total: number }>('/brand/sms/list.html', { batchId }, admin);
    const member = await memberWithEveryRule('smslog');
    const { user } = await openConsole(`/notify/sms/list?batchId=${batchId}`, member.userName, 'secret-123');
    const resendName = `重发批次 ${batchId} 中失败的消息`;
    expect(
      (await screen.findByRole('button', { name: resendName })).getAttribute('aria-disabled'),
    ).toBeNull();
    expect(screen.getByRole('button', { name: '发送短信' }).getAttribute('aria-disabled')).toBeNull();

    await member.take(['brand/sms/send', 'brand/sms/repeat']);
    await waitFor(() => expectWithheld(screen.getByRole('button', { name: '发送短信' })), live);
    const resend = screen.getByRole('button', { name: resendName });
    expectWithheld(resend);

    await reachByTab(user, screen.getByRole('button', { name: '发送短信' }));
    await user.keyboard('{Enter}');
    await reachByTab(user, resend);
    await user.keyboard('{Enter}');
    await user.click(resend);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Neither a resend's answer nor its refusal: no call was made.
    expect(document.querySelector('[data-tone="success"], [data-tone="error"]')).toBeNull();
    const log = await call<{ total: number }>('/brand/sms/list.html', { batchId }, admin);
    expect(log.data.total).toBe(before.data.total);
    await expectNoAxeViolations();
  });
  it('notify settings: the test SMS and test mail buttons, and the open send dialog’s send button, stay withheld with the reason', async () => {
    const member = await memberWithEveryRule('settings');
    const { user } = await openConsole('/notify/index', member.userName, 'secret-123');
    await user.click(await screen.findByRole('button', { name: '发送测试短信…' }));
    const form = await screen.findByRole('form', { name: '发送短信' });
    await user.type(within(form).getByRole('textbox', { name: /手机号/ }), '13900000001');

    await member.take(['brand/sms/send', 'api/email/testmail']);
    await waitFor(() => expectWithheld(within(form).getByRole('button', { name: '发送' })), live);
    const send = within(form).getByRole('button', { name: '发送' });
    await user.click(send);
    takesFocus(send);
    await user.keyboard('{Enter}');
    // Nothing was sent: the form is as it was typed, no outcome in its place.
    expect(screen.getByRole('form', { name: '发送短信' })).toBe(form);
    expect((within(form).getByRole('textbox', { name: /手机号/ }) as HTMLTextAreaElement).value).toBe(
      '13900000001',
    );
    // The dialog opened from it is not withheld: Cancel still closes it, asking first over the number typed.
    await user.click(within(form).getByRole('button', { name: '取消' }));
    const question = await screen.findByRole('alertdialog', { name: '有未保存的修改' });
    await user.click(within(question).getByRole('button', { name: '仍然离开' }));
    await waitFor(() => expect(document.querySelector('[role="dialog"], [role="alertdialog"]')).toBeNull());

    const open = screen.getByRole('button', { name: '发送测试短信…' });
    expectWithheld(open);
    await reachByTab(user, open);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('tab', { name: '发信邮箱（SMTP）' }));
    const testMail = screen.getByRole('button', { name: '发送测试邮件' });
    expectWithheld(testMail);
    await user.type(screen.getByRole('textbox', { name: '测试收件地址' }), 'nobody@withheld.example');
    await user.click(testMail);
    expect(document.querySelector('[data-tone="success"], [data-tone="error"]')).toBeNull();
    await expectNoAxeViolations();
  });

  it('notify e-mail compose: the open form keeps what was typed; send and save-as-draft stay withheld and do nothing', async () => {
    const subject = `${tag} 主题`;
    const member = await memberWithEveryRule('compose');
    const { user } = await openConsole('/notify/email/list', member.userName, 'secret-123');
    await user.click(await screen.findByRole('button', { name: '写邮件' }));
    const form = await screen.findByRole('form', { name: '写邮件' });
    await user.type(within(form).getByRole('textbox', { name: /^收件人/ }), 'nobody@withheld.example');
    await user.type(within(form).getByRole('textbox', { name: /^主题/ }), subject);

    await member.take(['api/email/send', 'api/email/add']);
    await waitFor(() => expectWithheld(within(form).getByRole('button', { name: '发送' })), live);
    const send = within(form).getByRole('button', { name: '发送' });
    const save = within(form).getByRole('button', { name: '存为草稿' });
    expectWithheld(save);
    await user.click(save);
    await user.click(send);
    takesFocus(send);
    await user.keyboard('{Enter}');
    expect((within(form).getByRole('textbox', { name: /^主题/ }) as HTMLInputElement).value).toBe(subject);
    expect(document.querySelector('[data-tone="success"], [data-tone="error"]')).toBeNull();
    const drafts = await call<{ total: number }>('/api/email/draft_list.html', { keyword: subject }, admin);
    const log = await call<{ total: number }>('/api/email/list.html', { keyword: subject }, admin);
    expect([drafts.data.total, log.data.total]).toEqual([0, 0]);
    await expectNoAxeViolations();
  });
  it('platform article editor: the open article keeps what was typed; its save button stays withheld and saves nothing', async () => {
    const node = await call<{ id: number }>('/api/article/node_add.html', { title: `${tag} 栏目` }, admin);
    expect(node.code, node.message).toBe(0);
    const title = `${tag} 文章`;
    const made = await call<{ id: number }>('/api/article/add.html', { title, nodeId: node.data.id }, admin);
    expect(made.code, made.message).toBe(0);
    const member = await memberWithEveryRule('article');
    const { user } = await openConsole(
      `/platform/article/edit?id=${made.data.id}`,
      member.userName,
      'secret-123',
    );
    const field = await screen.findByRole('textbox', { name: /^标题/ });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(title));
    await user.type(field, ' 改');
    expect(screen.getByRole('button', { name: '保存草稿' }).getAttribute('aria-disabled')).toBeNull();

    await member.take(['api/article/update']);
    await waitFor(() => expectWithheld(screen.getByRole('button', { name: '保存草稿' })), live);
    const save = screen.getByRole('button', { name: '保存草稿' });
    await user.click(save);
    await reachByTab(user, save);
    await user.keyboard('{Enter}');
    await user.click(field);
    await user.keyboard('{Enter}');
    expect((screen.getByRole('textbox', { name: /^标题/ }) as HTMLInputElement).value).toBe(`${title} 改`);
    const stored = await call<{ title: string }>('/api/article/detail.html', { id: made.data.id }, admin);
    expect(stored.data.title).toBe(title);
    await expectNoAxeViolations();
  });
  it('CRM follow-up ways: the add button stays withheld with the reason and opens nothing', async () => {
    const member = await memberWithEveryRule('follow');
    const { user } = await openConsole('/crm/config/follow', member.userName, 'secret-123');
    expect(
      (await screen.findByRole('button', { name: '添加跟进方式' })).getAttribute('aria-disabled'),
    ).toBeNull();

    await member.take(['crm/tag/add']);
    await waitFor(() => expectWithheld(screen.getByRole('button', { name: '添加跟进方式' })), live);
    const add = screen.getByRole('button', { name: '添加跟进方式' });
    await reachByTab(user, add);
    await user.keyboard('{Enter}');
    await user.click(add);
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectNoAxeViolations();
  });

  it('agent verification: pass, reject, pass-selected and the SMS settings stay withheld and decide nothing', async () => {
    // The demo seed's applications wait in the queue (agent.test.tsx decides two of its three).
    const member = await memberWithEveryRule('verify');
    const { user } = await openConsole('/agent/user/verify', member.userName, 'secret-123');
    const heading = await screen.findByRole('heading', { name: /的申请$/, level: 2 });
    expect(screen.getByRole('button', { name: '通过' }).getAttribute('aria-disabled')).toBeNull();

    await member.take(['agent/user/pass', 'agent/user/reject', 'agent/user/configupdate']);
    await waitFor(() => expectWithheld(screen.getByRole('button', { name: '通过' })), live);
    const pass = screen.getByRole('button', { name: '通过' });
    const reject = screen.getByRole('button', { name: '驳回' });
    expectWithheld(reject);
    expectWithheld(screen.getByRole('button', { name: /^通过所选/ }));
    const settings = screen.getByRole('button', { name: '短信通知设置' });
    expectWithheld(settings);

    await reachByTab(user, pass);
    await user.keyboard('{Enter}');
    await user.click(reject);
    await user.click(settings);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^驳回原因/ })).toBeNull();
    // Nothing was decided: the same application is open and no answer was shown.
    expect(screen.getByRole('heading', { name: /的申请$/, level: 2 })).toBe(heading);
    expect(document.querySelector('[data-tone="success"], [data-tone="error"]')).toBeNull();
    await expectNoAxeViolations();
  });
});
