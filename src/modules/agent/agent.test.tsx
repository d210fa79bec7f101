import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AgentGroupItem, AgentItem } from '../../../contract/agent.ts';
import type { ListResult } from '../../../contract/envelope.ts';
import { idCardCheckCharacter } from '../../../contract/id-card.ts';
import type { WxworkAccountDetail, WxworkAccountItem } from '../../../contract/wxwork.ts';
import { call, openConsole, signIn } from '../../../tests/support/console-session.tsx';
import { description } from '../../../tests/support/described.ts';
import { summaryLeadsTo } from '../../../tests/support/error-summary.ts';

// The agents module's screens against the real server. One server for every client test file: names made
// here carry this run's tag, and only this file decides applications.
const tag = `ag${Date.now().toString(36)}`;
const long = 120_000;
let token = '';

beforeAll(async () => {
  token = (await signIn('admin', 'admin123')).token;
});

const idCard = (seq: number) => {
  const first17 = `44030519880808${String(seq).padStart(3, '0')}`;
  return `${first17}${idCardCheckCharacter(first17)}`;
};
const grid = (name: string) => screen.getByRole('grid', { name });
const rowOf = (gridName: string, name: string) =>
  within(grid(gridName))
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader', { name: new RegExp(`^${name}`) }));

describe('/agent/index', () => {
  it(
    'shows the applications waiting with the way to verify them, and agents by status and group',
    async () => {
      await openConsole('#/agent/index');
      await screen.findByRole('heading', { name: '代理', level: 1 });
      const pending = await screen.findByRole('region', { name: '待审核的申请' });
      expect(within(pending).getByRole('link', { name: '去审核' }).getAttribute('href')).toBe(
        '#/agent/user/verify',
      );
      const byGroup = screen.getByRole('region', { name: '按分组' });
      expect(within(byGroup).getByRole('link', { name: '金牌代理（1 级）' })).toBeTruthy();
      const byStatus = screen.getByRole('region', { name: '按状态' });
      expect(within(byStatus).getByRole('link', { name: '已停用' }).getAttribute('href')).toBe(
        '#/agent/user/list?status=disabled',
      );
    },
    long,
  );
});

describe('/agent/user/list', () => {
  it(
    'adds an agent in the drawer: the id card is checked at its field, then answered masked',
    async () => {
      const name = `${tag}李`;
      const { user } = await openConsole('#/agent/user/list');
      await screen.findByRole('heading', { name: '代理列表', level: 1 });
      await waitFor(() => expect(rowOf('代理', '陈晓明')).toBeTruthy());
      await user.click(screen.getByRole('button', { name: '添加代理' }));
      const drawer = await screen.findByRole('dialog', { name: '添加代理' });
      // Nothing filled and a remark too long: the summary lists the problems in the form's order.
      const remark = within(drawer).getByLabelText(/^备注/);
      await user.click(remark);
      await user.paste('长'.repeat(501));
      await user.click(within(drawer).getByRole('button', { name: '添加代理' }));
      const summary = await within(drawer).findByRole('region', { name: '表单验证失败' });
      const said = within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent);
      expect(said).toEqual(['请填写姓名', '请填写手机号', '请填写身份证号', '备注最多 500 个字符']);
      await user.clear(remark);
      await user.type(within(drawer).getByLabelText(/^姓名/), name);
      await user.type(within(drawer).getByLabelText(/^手机号/), '13712345678');
      const number = idCard(1);
      // One digit off: the check character no longer matches.
      await user.type(
        within(drawer).getByLabelText(/^身份证号/),
        `${number.slice(0, 16)}9${number.slice(17)}`,
      );
      await user.click(within(drawer).getByRole('button', { name: '添加代理' }));
      const field = within(drawer).getByLabelText(/^身份证号/);
      await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
      await summaryLeadsTo(user, drawer, '身份证号的校验位不对，请核对是否输错', () => field);
      await user.clear(field);
      await user.type(field, number);
      await user.click(within(drawer).getByRole('button', { name: '添加代理' }));
      await screen.findByText('保存成功');
      await waitFor(() => expect(rowOf('代理', name)).toBeTruthy());
      const list = await call<ListResult<AgentItem>>('/agent/user/list.html', { keyword: tag }, token);
      expect(list.data.list[0]).toMatchObject({
        name,
        status: 'passed',
        idCard: `4403**********${number.slice(-4)}`,
      });
      expect(document.body.textContent).not.toContain(number);
    },
    long,
  );

  it(
    'moves an agent to another group in the edit drawer; the stored id card stays',
    async () => {
      const { user } = await openConsole(`#/agent/user/list?keyword=${tag}`);
      const row = await waitFor(() => {
        const r = rowOf('代理', `${tag}李`);
        if (!r) throw new Error('row not shown yet');
        return r;
      });
      await user.click(within(row).getByRole('button', { name: `编辑 ${tag}李` }));
      const drawer = await screen.findByRole('dialog', { name: `编辑代理：${tag}李` });
      await within(drawer).findByText(/^已登记 4403\*{10}/);
      await user.click(within(drawer).getByRole('button', { name: /未分组/ }));
      await user.click(await screen.findByRole('option', { name: '银牌代理（2 级）' }));
      await user.click(within(drawer).getByRole('button', { name: '保存' }));
      await screen.findByText('保存成功');
      await waitFor(() =>
        expect(within(rowOf('代理', `${tag}李`) as HTMLElement).getByText('银牌代理（2 级）')).toBeTruthy(),
      );
    },
    long,
  );

  it(
    'filters by a province typed into its box and Enter, with no arrow key',
    async () => {
      const { user } = await openConsole('#/agent/user/list');
      await waitFor(() => expect(rowOf('代理', '黄思远')).toBeTruthy());
      await user.click(screen.getByRole('button', { name: /筛选/ }));
      const province = (await screen.findByRole('combobox', { name: '省份' })) as HTMLInputElement;
      await user.click(province);
      await user.keyboard('广东');
      await screen.findByRole('option', { name: '广东省' });
      await user.keyboard('{Enter}');
      // What was typed becomes the province, not an emptied box: the list shows its agents only.
      await waitFor(() => expect(province.value).toBe('广东省'));
      await waitFor(() => expect(rowOf('代理', '黄思远')).toBeFalsy());
      expect(rowOf('代理', '陈晓明')).toBeTruthy();
      expect(window.location.hash).toMatch(/region=440000/);
    },
    long,
  );

  it(
    'says why a group with agents cannot be deleted, with the count',
    async () => {
      const { user } = await openConsole('#/agent/user/list');
      await screen.findByRole('heading', { name: '代理列表', level: 1 });
      await user.click(screen.getByRole('tab', { name: '分组' }));
      const groups = await screen.findByRole('grid', { name: '代理分组' });
      const list = await call<ListResult<AgentGroupItem>>('/agent/group/list.html', {}, token);
      const silver = list.data.list.find((g) => g.title === '银牌代理');
      const row = await waitFor(() => {
        const r = within(groups)
          .getAllByRole('row')
          .find((x) => within(x).queryByRole('rowheader', { name: '银牌代理' }));
        if (!r) throw new Error('no row');
        return r;
      });
      const del = within(row).getByRole('button', { name: /^删除/ }) as HTMLButtonElement;
      expect(del.getAttribute('aria-disabled')).toBe('true');
      // The reason is the button's description (and the row's selection box's), read with each.
      const reason = `分组下还有 ${silver?.agentCount} 个代理，先把他们移到其他分组才能删除`;
      expect(document.getElementById(del.getAttribute('aria-describedby') ?? '')?.textContent).toBe(reason);
    },
    long,
  );
});

describe('/agent/user/verify', () => {
  it(
    'rejects the open application with a reason, then the next one opens and passes',
    async () => {
      const queue = await call<ListResult<AgentItem>>('/agent/user/verify.html', {}, token);
      const [first, second] = queue.data.list;
      if (!first || !second) throw new Error('the demo seed has applications waiting');
      const { user } = await openConsole('#/agent/user/verify');
      await screen.findByRole('heading', { name: `${first.name} 的申请`, level: 2 });
      await user.click(screen.getByRole('button', { name: '驳回' }));
      await user.click(screen.getByRole('button', { name: '确认驳回' }));
      // Said at the field, which is marked, described by it and focused.
      const reasonField = screen.getByRole('textbox', { name: /^驳回原因/ });
      await waitFor(() => expect(reasonField.getAttribute('aria-invalid')).toBe('true'));
      expect(reasonField.getAttribute('aria-describedby') ?? '').not.toBe('');
      expect(
        (reasonField.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      ).toContain('请填写驳回原因');
      expect(document.activeElement).toBe(reasonField);
      await user.type(reasonField, '执照照片看不清');
      await user.click(screen.getByRole('button', { name: '确认驳回' }));
      await screen.findByText('已驳回申请');
      const next = await screen.findByRole('heading', { name: `${second.name} 的申请`, level: 2 });
      await waitFor(() => expect(document.activeElement).toBe(next));
      await user.click(screen.getByRole('button', { name: '通过' }));
      await screen.findByText('已通过 1 个申请');
      const detail = await call<AgentItem>('/agent/user/detail.html', { id: first.id }, token);
      expect(detail.data).toMatchObject({ status: 'rejected', rejectReason: '执照照片看不清' });
    },
    long,
  );
});

describe('/apply/index', () => {
  it(
    'shows each integration and adds an enterprise WeChat account without the secret coming back',
    async () => {
      const secret = `${tag}-WeComSecret-0123456789abcdefghij`;
      const { user } = await openConsole('#/apply/index');
      await screen.findByRole('heading', { name: '应用', level: 1 });
      const sms = await screen.findByRole('region', { name: '短信服务' });
      expect(within(sms).getByText('日志模式：短信只记录，不会发出')).toBeTruthy();
      // Whether AI is set up depends on other files' settings of this brand (apply-ai-card.test.tsx).
      expect(
        within(screen.getByRole('region', { name: 'AI 服务' })).getByRole('link', { name: '前往 AI' }),
      ).toBeTruthy();
      await user.click(screen.getByRole('button', { name: '添加账号' }));
      const form = await screen.findByRole('dialog', { name: '添加企业微信账号' });
      await user.type(within(form).getByLabelText(/^名称/), `${tag} 客服`);
      // A corp ID with a space and a mark: said in words at its field before anything is sent.
      const corp = within(form).getByLabelText(/^企业 ID/);
      await user.type(corp, 'bad corp id!');
      await user.type(within(form).getByLabelText(/^应用 AgentId/), '1000009');
      await user.type(within(form).getByLabelText(/^Secret/), secret);
      await user.type(within(form).getByLabelText(/^Token/), 'Tok123');
      // One character short of an EncodingAESKey: refused at the field before anything is sent.
      const key = within(form).getByLabelText(/^EncodingAESKey/);
      await user.type(key, 'a'.repeat(42));
      await user.click(within(form).getByRole('button', { name: '保存' }));
      await waitFor(() => expect(key.getAttribute('aria-invalid')).toBe('true'));
      expect(corp.getAttribute('aria-invalid')).toBe('true');
      expect(description(corp)).toContain(
        '企业 ID 应为 6 到 32 位字母或数字，见企业微信管理后台“我的企业”页底部',
      );
      await user.clear(corp);
      await user.type(corp, 'ww0011223344556677');
      await user.type(key, 'b');
      await user.click(within(form).getByRole('button', { name: '保存' }));
      await screen.findByText('保存成功');
      const list = await call<ListResult<WxworkAccountItem>>(
        '/wxwork/account/list.html',
        { keyword: tag },
        token,
      );
      const account = list.data.list[0];
      expect(account?.secret).toEqual({ set: true, endsWith: secret.slice(-4) });
      const header = await screen.findByRole('rowheader', { name: new RegExp(`^${tag} 客服`) });
      const row = header.closest('[role="row"]') as HTMLElement;
      expect(within(row).getByText(account?.callbackUrl ?? '')).toBeTruthy();
      await user.click(within(row).getByRole('button', { name: `编辑 ${tag} 客服` }));
      const edit = await screen.findByRole('dialog', { name: `编辑企业微信账号：${tag} 客服` });
      await within(edit).findByText(`已设置（尾号 ${secret.slice(-4)}），留空则保持不变`);
      expect((within(edit).getByLabelText(/^Secret/) as HTMLInputElement).value).toBe('');
      expect(document.body.innerHTML).not.toContain(secret);
      const detail = await call<WxworkAccountDetail>(
        '/wxwork/account/detail.html',
        { id: account?.id },
        token,
      );
      expect(JSON.stringify(detail)).not.toContain(secret);
    },
    long,
  );
});
