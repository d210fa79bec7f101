import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDetail, ArticleListResult } from '../../../contract/article.ts';
import type { RuleNode } from '../../../contract/role.ts';
import { call, openConsole, signIn } from '../../../tests/support/console-session.tsx';
import { description } from '../../../tests/support/described.ts';
import {
  articleDraftOf,
  emailDraft,
  type OpenAiDouble,
  smsDraft,
  startOpenAiDouble,
} from '../../../tests/support/openai-double.ts';
import {
  expectNoAxeViolations,
  expectWithheld,
  live,
  memberWithEveryRule,
  withheldSetup,
} from '../../../tests/support/withheld-controls.ts';
import { offerDraft } from '../../lib/draft-handoff.ts';

// The AI page against the real server, which streams from a local OpenAI-compatible double.
const tag = `ai${Date.now().toString(36)}`;
let double: OpenAiDouble;
let adminToken = '';
const ruleIds = new Map<string, number>();

beforeAll(async () => {
  double = await startOpenAiDouble();
  double.pieceDelayMs = 2;
  adminToken = (await signIn('admin', 'admin123')).token;
  const tree = await call<RuleNode[]>('/brand/role/rules.html', {}, adminToken);
  const walk = (nodes: RuleNode[]) => {
    for (const n of nodes) {
      ruleIds.set(`${n.controller}/${n.action}`, n.id);
      walk(n.childList);
    }
  };
  walk(tree.data);
  await withheldSetup();
});
afterAll(() => double.close());

/** A member of Demo Brand whose role holds exactly these rules; answers the user name. */
async function memberWith(name: string, keys: string[]) {
  const rules = keys.map((k) => ruleIds.get(k) ?? -1);
  const role = await call<{ id: number }>(
    '/brand/role/add.html',
    { title: `${tag} ${name}`, rules },
    adminToken,
  );
  expect(role.code, role.message).toBe(0);
  const userName = `${tag}_${name}`;
  const added = await call(
    '/brand/adminuser/add.html',
    { userName, password: 'secret-123', confirmPassword: 'secret-123', roleId: role.data.id },
    adminToken,
  );
  expect(added.code, added.message).toBe(0);
  return userName;
}

/** Demo Brand's provider is the double (model `double-1`). */
async function setDoubleAsProvider() {
  const provider = await call(
    '/brand/ai/config_update.html',
    { baseUrl: double.url, model: 'double-1', apiKey: double.key },
    adminToken,
  );
  expect(provider.code, provider.message).toBe(0);
}

async function openAi(user = 'admin', password = 'admin123') {
  const opened = await openConsole('/ai/index', user, password);
  await screen.findByRole('heading', { name: 'AI 助手', level: 1 });
  return opened;
}

describe('/ai/index', () => {
  it('without a provider says how to set one up, and the settings bring the chat', async () => {
    await call('/brand/ai/config_update.html', { baseUrl: '', model: '', apiKey: null }, adminToken);
    const { user } = await openAi();
    const setup = await screen.findByRole('region', { name: '还没有设置 AI 服务商' });
    expect(screen.queryByRole('log', { name: '对话' })).toBeNull();
    const form = within(setup).getByRole('form', { name: '服务商设置' });
    // An address without its scheme, and one without the other, are said at their fields in words
    // before anything is sent.
    const url = within(form).getByLabelText(/^接口地址/);
    await user.type(url, 'api.example.com/v1');
    await user.click(within(form).getByRole('button', { name: '保存设置' }));
    const summary = await within(form).findByRole('region', { name: '表单验证失败' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      '接口地址应为以 http:// 或 https:// 开头的网址，如 https://api.openai.com/v1',
      '填写了接口地址，还要填写模型（如 gpt-4o-mini）；两项都留空即停用助手',
    ]);
    const model = within(form).getByLabelText(/^模型/);
    expect(model.getAttribute('aria-invalid')).toBe('true');
    expect(description(model)).toContain('填写了接口地址，还要填写模型');
    await user.clear(url);
    await user.type(url, double.url);
    await user.type(model, 'double-1');
    await user.type(within(form).getByLabelText(/^密钥/), double.key);
    await user.click(within(form).getByRole('button', { name: '保存设置' }));
    await screen.findByRole('log', { name: '对话' });
    // The key is never shown, only how it ends; it was never kept in a draft.
    expect(screen.getByText(new RegExp(`已设置密钥，结尾为 ${double.key.slice(-4)}`))).toBeTruthy();
    expect(document.body.textContent).not.toContain(double.key);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(double.key);
  });

  it('settings saved from the keyboard hand focus to what replaced the form: the chat, then the provider line', async () => {
    await call('/brand/ai/config_update.html', { baseUrl: '', model: '', apiKey: null }, adminToken);
    const { user } = await openAi();
    const setup = await screen.findByRole('region', { name: '还没有设置 AI 服务商' });
    await user.click(within(setup).getByLabelText(/^接口地址/));
    await user.keyboard(`${double.url}`);
    await user.tab();
    await user.keyboard('gpt-x');
    await user.tab();
    await user.keyboard(`${double.key}{Enter}`);
    const tasks = await screen.findByRole('heading', { name: '从一个任务开始', level: 2 });
    await waitFor(() => expect(document.activeElement).toBe(tasks));

    // Changing the settings: the form goes, the provider's line comes back with its heading focused.
    const provider = screen.getByRole('region', { name: '服务商设置' });
    await user.click(within(provider).getByRole('button', { name: '服务商设置' }));
    const model = within(provider).getByLabelText(/^模型/);
    await user.clear(model);
    await user.type(model, 'double-1{Enter}');
    const heading = within(provider).getByRole('heading', { name: '服务商设置', level: 2 });
    await waitFor(() => expect(within(provider).queryByRole('form')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await waitFor(() => expect(within(provider).getByText(/double-1/)).toBeTruthy());
  });

  it('drafts an SMS template: the answer streams into a polite log, the draft is checked and opens in its form', async () => {
    const { user } = await openAi();
    const tasks = await screen.findByRole('region', { name: '从一个任务开始' });
    // What the task sends is said before anything is sent.
    await user.click(within(tasks).getByRole('button', { name: '起草短信模板' }));
    expect(within(tasks).getByText('本品牌最近的 10 个短信模板')).toBeTruthy();
    // Every task's module is here: none says it waits for one.
    expect(within(tasks).getByRole('button', { name: '撰写文章草稿' }).hasAttribute('disabled')).toBe(false);
    expect(within(tasks).queryByText(/模块上线后可用$/)).toBeNull();
    const composer = screen.getByLabelText('你的消息');
    expect(document.activeElement).toBe(composer);
    await user.type(composer, '会员积分到账通知');
    fireEvent.keyDown(composer, { key: 'Enter', ctrlKey: true });
    const log = screen.getByRole('log', { name: '对话' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    await within(log).findByText('符合模板规则');
    expect(await screen.findByText(/^助手已回答 · 本次用量 \d+ tokens$/)).toBeTruthy();
    expect(double.received.at(-1)?.messages[0]?.content).toContain('Task: sms-template');

    await user.click(within(log).getByRole('button', { name: '在短信模板编辑页打开' }));
    await waitFor(() => expect(window.location.hash).toBe('#/notify/sms/template?draft=sms-template%3Anew'));
    expect(JSON.parse(sessionStorage.getItem('draft:sms-template:new') ?? '{}')).toEqual(smsDraft);

    // The SMS template screen opens its "add" form, which offers the draft as one prepared for it.
    const form = within(await screen.findByRole('dialog', { name: '添加短信模板' }));
    expect(form.getByRole('status').textContent).toContain('有一份为此表单准备的草稿');
    await user.click(form.getByRole('button', { name: '恢复' }));
    expect((form.getByRole('textbox', { name: '模板名称' }) as HTMLInputElement).value).toBe(smsDraft.title);
    expect((form.getByRole('textbox', { name: /^模板内容/ }) as HTMLTextAreaElement).value).toBe(
      smsDraft.content,
    );
    // Nothing is saved until a person saves; leaving drops the hand-off from the address.
    const saved = await call<{ list: unknown[] }>(
      '/brand/sms/templatelist.html',
      { keyword: smsDraft.title },
      adminToken,
    );
    expect(saved.data.list).toEqual([]);
    await user.click(form.getByRole('button', { name: '取消' }));
    await user.click(await screen.findByRole('button', { name: '仍然离开' }));
    await waitFor(() => expect(window.location.hash).toBe('#/notify/sms/template'));
    expect(screen.queryByRole('dialog', { name: '添加短信模板' })).toBeNull();
  });

  it('an e-mail template draft opens in the new template form: name, subject and body restored, unsaved', async () => {
    const { user } = await openAi();
    // The hand-off as the assistant's "open in the e-mail template form" makes it.
    window.location.hash = offerDraft('email-template:new', emailDraft, '/notify/email/list');
    const form = within(await screen.findByRole('dialog', { name: '添加邮件模板' }));
    const offer = await form.findByText(/有一份为此表单准备的草稿/);
    expect(offer.closest('[role="status"]')).toBeTruthy();
    await user.click(form.getByRole('button', { name: '恢复' }));
    expect((form.getByRole('textbox', { name: /^模板名称/ }) as HTMLInputElement).value).toBe(
      emailDraft.name,
    );
    expect((form.getByRole('textbox', { name: /^主题/ }) as HTMLInputElement).value).toBe(emailDraft.subject);
    const body = await form.findByRole('textbox', { name: /^正文/ });
    await waitFor(() => expect(body.textContent).toContain('我们的新品已经上市，欢迎选购。'));
    const saved = await call<{ list: unknown[] }>(
      '/api/email/template_list.html',
      { keyword: emailDraft.name },
      adminToken,
    );
    expect(saved.code, saved.message).toBe(0);
    expect(saved.data.list).toEqual([]);
  });

  it('Stop cancels the answer: what came stays, marked, and the provider’s request ends', async () => {
    double.mode = 'hold';
    const aborted = double.aborted;
    try {
      const { user } = await openAi();
      const composer = await screen.findByLabelText('你的消息');
      await user.type(composer, '慢慢讲');
      await user.click(screen.getByRole('button', { name: '发送' }));
      await screen.findByText('助手正在回答…');
      await user.click(screen.getByRole('button', { name: '停止' }));
      expect(await screen.findByText('已停止回答')).toBeTruthy();
      expect(within(screen.getByRole('log', { name: '对话' })).getByText(/（已停止）$/)).toBeTruthy();
      await waitFor(() => expect(double.aborted).toBe(aborted + 1));
      expect(screen.getByRole('button', { name: '发送' })).toBeTruthy();
    } finally {
      double.mode = 'ok';
      double.release();
    }
  });

  it('a role that may only chat sees the tasks it cannot use disabled with why, and no settings', async () => {
    const name = await memberWith('chatter', ['ai/index', 'brand/ai/chat']);
    await openAi(name, 'secret-123');
    const tasks = await screen.findByRole('region', { name: '从一个任务开始' });
    expect(within(tasks).getByRole('button', { name: '起草短信模板' }).hasAttribute('disabled')).toBe(true);
    // SMS, e-mail, article, and the customer tasks (follow-up summary, portrait).
    expect(within(tasks).getAllByText('你的角色不能打开它的编辑页')).toHaveLength(5);
    expect(screen.queryByRole('region', { name: '服务商设置' })).toBeNull();
    expect(screen.getByText('直接提问时，只发送你的对话和品牌名称。')).toBeTruthy();
  });

  it('writes an article draft from a title and notes; it opens in a new article, unsaved until saved', async () => {
    await setDoubleAsProvider();
    const category = `${tag} 会员活动`;
    // First among the categories (ordernum 0), so the double suggests it.
    const node = await call<{ id: number }>(
      '/api/article/node_add.html',
      { title: category, ordernum: 0 },
      adminToken,
    );
    expect(node.code, node.message).toBe(0);
    const title = `${tag} 会员日活动预告`;
    const notes = '时间：周六\n地点：旗舰店';
    const { user } = await openAi();
    const tasks = await screen.findByRole('region', { name: '从一个任务开始' });
    await user.click(within(tasks).getByRole('button', { name: '撰写文章草稿' }));
    // What goes with it is said first: the title and notes, the categories, the latest titles.
    expect(within(tasks).getByText('你填写的文章标题和要点')).toBeTruthy();
    expect(within(tasks).getByText('本品牌的文章分类名称')).toBeTruthy();
    // The title comes first and is required; without it nothing can be sent.
    const titleField = await screen.findByRole('textbox', { name: /^文章标题/ });
    await waitFor(() => expect(document.activeElement).toBe(titleField));
    expect(titleField.getAttribute('aria-required')).toBe('true');
    expect(titleField.getAttribute('aria-describedby')).toBeTruthy();
    const sendButton = screen.getByRole('button', { name: '发送' });
    expect(sendButton.hasAttribute('disabled')).toBe(true);
    await user.type(titleField, title);
    await user.type(screen.getByRole('textbox', { name: /^要点/ }), notes.replace('\n', '{Enter}'));
    // The message is optional for this task: the title asks for the draft.
    expect(sendButton.hasAttribute('disabled')).toBe(false);
    await user.click(sendButton);

    const log = screen.getByRole('log', { name: '对话' });
    expect(within(log).getByText(`撰写文章草稿：《${title}》`)).toBeTruthy();
    await within(log).findByText('符合文章编辑页的规则');
    const system = double.received.at(-1)?.messages[0]?.content ?? '';
    expect(system).toContain('Task: article');
    expect(system).toContain(title);
    expect(system).toContain(notes);
    expect(system).toContain(category);
    const suggested = /article categories[^\n]*\n- ([^\n]+)/.exec(system)?.[1] ?? '';
    expect(within(log).getByText(`建议分类：${suggested}`)).toBeTruthy();

    await user.click(within(log).getByRole('button', { name: '在文章编辑页打开' }));
    await waitFor(() => expect(window.location.hash).toBe('#/platform/article/edit?draft=article%3Anew'));
    const draft = articleDraftOf(title, suggested);
    const handed = JSON.parse(sessionStorage.getItem('draft:article:new') ?? '{}') as Record<string, string>;
    expect(handed).toMatchObject({ title, summary: draft.summary });
    expect(handed.nodeId).toMatch(/^\d+$/);

    // A new article's form offers the draft as one prepared for it; restored, it fills title, summary,
    // body (the plain text as rich text, its literal tag as text) and the suggested category.
    await screen.findByRole('heading', { name: '写文章', level: 1 });
    const offer = await screen.findByText(/有一份为此表单准备的草稿/);
    expect(offer.closest('[role="status"]')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '恢复' }));
    expect((screen.getByRole('textbox', { name: /^标题/ }) as HTMLInputElement).value).toBe(title);
    expect((screen.getByRole('textbox', { name: /^摘要/ }) as HTMLTextAreaElement).value).toBe(draft.summary);
    const body = await screen.findByRole('textbox', { name: '正文内容' });
    await waitFor(() => expect(body.innerHTML).toContain('<h2>活动安排</h2>'));
    expect(body.innerHTML).toContain('<strong>提前报名</strong>');
    expect(body.innerHTML).toContain('&lt;b&gt;标记&lt;/b&gt;');
    expect(body.querySelector('b')).toBeNull();
    // The picker's button is named by its value and its label.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: new RegExp(`${suggested}.*分类`) })).toBeTruthy(),
    );

    // Nothing is saved until the person saves: then it is a draft article with that body.
    const find = () =>
      call<ArticleListResult>('/api/article/list.html', { keyword: title, pageSize: 5 }, adminToken);
    expect((await find()).data.list).toEqual([]);
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/platform\/article\/edit\?id=\d+$/));
    const [saved] = (await find()).data.list;
    expect(saved).toMatchObject({ title, status: 'draft', nodeTitle: suggested });
    const detail = await call<ArticleDetail>('/api/article/detail.html', { id: saved?.id }, adminToken);
    expect(detail.data.summary).toBe(draft.summary);
    expect(detail.data.content).toContain('<h2>活动安排</h2>');
    expect(detail.data.content).toContain('&lt;b&gt;标记&lt;/b&gt;');
    expect(sessionStorage.getItem('draft:article:new')).toBeNull();
  });

  it('a right taken away while the page is open: the settings’ save, the task and its send stay withheld with the reason', async () => {
    await setDoubleAsProvider();
    const member = await memberWithEveryRule(tag, 'losing');
    const { user } = await openAi(member.userName, 'secret-123');
    const tasks = await screen.findByRole('region', { name: '从一个任务开始' });
    await user.click(within(tasks).getByRole('button', { name: '起草短信模板' }));
    await user.type(screen.getByLabelText('你的消息'), '会员积分到账通知');
    await user.click(screen.getByRole('button', { name: '服务商设置' }));
    const form = await screen.findByRole('form', { name: '服务商设置' });
    const model = within(form).getByLabelText(/^模型/);
    await user.clear(model);
    await user.type(model, 'double-2');

    await member.take(['brand/ai/config_update', 'brand/sms/templateadd']);
    await waitFor(() => expectWithheld(within(form).getByRole('button', { name: '保存设置' })), live);
    expectWithheld(within(tasks).getByRole('button', { name: '起草短信模板' }));
    const send = screen.getByRole('button', { name: '发送' });
    expectWithheld(send);
    // Never the "cannot open its editor" of a right never held: this one went while the page was open.
    expect(within(tasks).queryAllByText('你的角色不能打开它的编辑页')).toHaveLength(0);

    const asked = double.received.length;
    await user.click(send);
    fireEvent.keyDown(screen.getByLabelText('你的消息'), { key: 'Enter', ctrlKey: true });
    await user.click(within(form).getByRole('button', { name: '保存设置' }));
    expect(double.received.length).toBe(asked);
    expect((screen.getByLabelText('你的消息') as HTMLTextAreaElement).value).toBe('会员积分到账通知');
    expect((within(form).getByLabelText(/^模型/) as HTMLInputElement).value).toBe('double-2');
    const stored = await call<{ model: string }>('/brand/ai/config_detail.html', {}, adminToken);
    expect(stored.data.model).toBe('double-1');
    await expectNoAxeViolations();
  });
});
