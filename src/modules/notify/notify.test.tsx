import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, call, openConsole, signIn } from '../../../tests/support/console-session.tsx';
import { description } from '../../../tests/support/described.ts';
import { dialog, openSendDialog, pickInDialog } from '../../../tests/support/notify-dialog.ts';
import { type SmtpSink, sinkMailSettings, startSmtpSink } from '../../../tests/support/smtp-sink.ts';
import { setLocale } from '../../i18n/i18n.ts';

// Against the real server shared by the client project: names carry this file's tag, and the mobiles
// and addresses are this file's own (the per-mobile limits count per number).
const tag = Date.now().toString(36);
let token = '';
let sink: SmtpSink;

beforeAll(async () => {
  token = (await signIn('admin', 'admin123')).token;
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

/** A confirm action's GET (`templatedel.html?id=3`), as the console's delete button makes it. */
async function getAction(path: string, bearer: string) {
  const res = await fetch(`${apiUrl}${path}`, {
    headers: { Authorization: `Bearer ${bearer}`, BrandId: '1' },
  });
  return (await res.json()) as { code: number; message: string };
}

const addSmsTemplate = async (title: string, content: string) =>
  (await call<{ id: number }>('/brand/sms/templateadd.html', { title, kind: 'notice', content }, token)).data
    .id;

describe('/notify/index', () => {
  it('shows each channel’s days as a chart with its summary and its table, and the secret only as a hint', async () => {
    await call(
      '/api/email/config_update.html',
      {
        host: '127.0.0.1',
        port: sink.port,
        secure: 'none',
        // A password without a user name is kept but not used (the sink takes no login).
        password: `pw-${tag}-9f3e`,
        fromAddress: 'noreply@brand.example',
      },
      token,
    );
    const { user } = await openConsole('/notify/index');
    const sms = await screen.findByRole('region', { name: '短信' });
    const figure = await within(sms).findByRole('figure', { name: '短信近 30 天每日发送' });
    // The drawing is labelled by its title and the summary said in words.
    const drawing = within(figure).getByRole('img');
    expect(drawing.getAttribute('aria-labelledby')?.split(' ')).toHaveLength(2);
    expect(within(figure).getByText(/^成功共 [\d,]+，最多的是 \d{4}-\d{2}-\d{2}/)).toBeTruthy();
    await user.click(within(figure).getByText('查看数据表'));
    const table = within(figure).getByRole('table');
    // 30 days, a header and the total.
    expect(within(table).getAllByRole('row')).toHaveLength(32);
    expect(within(table).getByRole('columnheader', { name: '失败' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '发信邮箱（SMTP）' }));
    const password = await screen.findByLabelText('登录密码（授权码）');
    expect((password as HTMLInputElement).value).toBe('');
    expect(screen.getByText(/已设置，末四位 9f3e/)).toBeTruthy();
    expect(document.body.innerHTML).not.toContain(`pw-${tag}`);
  });

  it('marks the field the provider still needs, and sends a test mail to the sink', async () => {
    const { user } = await openConsole('/notify/index');
    const panel = await screen.findByRole('tabpanel', { name: '短信服务商' });
    await user.click(await within(panel).findByRole('button', { name: /服务商/ }));
    await user.click(await screen.findByRole('option', { name: '阿里云短信' }));
    await user.click(within(panel).getByRole('button', { name: '保存短信设置' }));
    const keyId = within(panel).getByLabelText('AccessKey ID');
    await waitFor(() => expect(keyId.getAttribute('aria-invalid')).toBe('true'));
    // Said once, at the field, with the field's label; no banner repeats it.
    expect(await within(panel).findByText('短信服务商需要填写 AccessKey ID')).toBeTruthy();
    expect(
      within(panel).queryByText('短信服务商需要填写 AccessKey ID', { selector: '[role="alert"] *' }),
    ).toBeNull();
    // Nothing was saved: the server still answers the log provider.
    const saved = await call<{ provider: string }>('/brand/sms/configdetail.html', {}, token);
    expect(saved.data.provider).toBe('log');

    // The brand's mailbox is this file's sink, whatever another file left in the settings.
    expect((await call('/api/email/config_update.html', sinkMailSettings(sink), token)).code).toBe(0);
    await user.click(screen.getByRole('tab', { name: '发信邮箱（SMTP）' }));
    const email = screen.getByRole('tabpanel', { name: '发信邮箱（SMTP）' });
    await user.type(within(email).getByLabelText('测试收件地址'), `test-${tag}@customer.example`);
    await user.click(within(email).getByRole('button', { name: '发送测试邮件' }));
    expect(await within(email).findByText(`测试邮件已发送到 test-${tag}@customer.example`)).toBeTruthy();
    expect(sink.mails.some((m) => m.envelopeTo.includes(`test-${tag}@customer.example`))).toBe(true);
  });
});

describe('/notify/index: the test mail address', () => {
  it('says an empty or malformed address at the field, in words, and sends nothing', async () => {
    const { user } = await openConsole('/notify/index?tab=email');
    const email = await screen.findByRole('tabpanel', { name: '发信邮箱（SMTP）' });
    const to = await within(email).findByRole('textbox', { name: /^测试收件地址/ });
    const send = within(email).getByRole('button', { name: '发送测试邮件' });
    await user.click(send);
    await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));
    expect(description(to)).toContain('请填写测试收件地址');
    await waitFor(() => expect(document.activeElement).toBe(to));
    await user.type(to, 'bad@');
    await user.click(send);
    await waitFor(() => expect(description(to)).toContain('测试收件地址不是有效的电子邮箱'));
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/参数错误/)).toBeNull();
  });
});

describe('/notify/index: limits typed out of their range', () => {
  it('keeps an SMS limit and a port as typed, says the range at the field, and saves nothing', async () => {
    const before = await call<{ perMinute: number }>('/brand/sms/configdetail.html', {}, token);
    const { user } = await openConsole('/notify/index');
    const sms = await screen.findByRole('tabpanel', { name: '短信服务商' });
    const perMinute = await within(sms).findByRole('textbox', { name: /^每个号码每分钟最多/ });
    await waitFor(() => expect((perMinute as HTMLInputElement).value).toBe(String(before.data.perMinute)));
    await user.clear(perMinute);
    await user.type(perMinute, '0');
    await user.click(within(sms).getByRole('button', { name: '保存短信设置' }));
    await waitFor(() => expect(perMinute.getAttribute('aria-invalid')).toBe('true'));
    // Not quietly made 1 and saved: kept, and the field says what it takes.
    expect((perMinute as HTMLInputElement).value).toBe('0');
    expect(description(perMinute)).toContain('应为 1 到 100 之间的整数');
    const after = await call<{ perMinute: number }>('/brand/sms/configdetail.html', {}, token);
    expect(after.data.perMinute).toBe(before.data.perMinute);

    await user.click(screen.getByRole('tab', { name: '发信邮箱（SMTP）' }));
    const email = screen.getByRole('tabpanel', { name: '发信邮箱（SMTP）' });
    const port = await within(email).findByRole('textbox', { name: /^端口/ });
    await waitFor(() => expect((port as HTMLInputElement).value).not.toBe(''));
    await user.clear(port);
    await user.type(port, '99999');
    await user.click(within(email).getByRole('button', { name: /^保存/ }));
    await waitFor(() => expect(port.getAttribute('aria-invalid')).toBe('true'));
    expect((port as HTMLInputElement).value).toBe('99999');
    expect(description(port)).toContain('端口应为 1 到 65535 之间的整数');
  });
});

describe('/notify/sms/list: the send dialog', () => {
  it('counts characters and SMS parts as typed, and shows each refused number with its reason', async () => {
    const title = `取件 ${tag}`;
    await addSmsTemplate(title, '{name}您好，您的包裹已到{station}，请凭取件码取件。');
    const user = await openSendDialog(title);
    await user.type(dialog().getByRole('textbox', { name: /^收件人姓名/ }), '王先生');
    await user.type(dialog().getByRole('textbox', { name: /^模板中“station”处的内容/ }), '南山驿站');
    expect(dialog().getByText('王先生您好，您的包裹已到南山驿站，请凭取件码取件。')).toBeTruthy();
    // Demo Brand has no sign name set: none is counted, and none is said.
    expect(dialog().getByText(/^共 25 字，每个号码按 1 条计费/)).toBeTruthy();
    // Past 70 characters a text goes in parts of 67.
    await user.type(
      dialog().getByRole('textbox', { name: /^模板中“station”处的内容/ }),
      '一二三四五六七八九十'.repeat(5),
    );
    expect(dialog().getByText(/^共 75 字，每个号码按 2 条计费/)).toBeTruthy();
    const a = `137${tag.slice(-4).replace(/\D/g, '1').padStart(4, '2')}0001`.slice(0, 11);
    const b = `${a.slice(0, 10)}2`;
    await user.type(dialog().getByRole('textbox', { name: /手机号/ }), `${a}, 1380000\n${b}`);
    // The number that is not a mobile is not counted, and the hint names it.
    expect(dialog().getByText(/将发送 2 个号码；未计入：1 个格式不正确（1380000）/)).toBeTruthy();
    await user.click(dialog().getByRole('button', { name: '发送' }));
    expect(await dialog().findByText(/^已提交 2 条/)).toBeTruthy();
    const refused = dialog().getByRole('list', { name: '未发送的收件人' });
    const item = within(refused).getByRole('listitem');
    expect(item.textContent).toBe('1380000：手机号格式不正确');
    // Back to the form with the refused number in it, said beside the field.
    await user.click(dialog().getByRole('button', { name: '修改未发送的收件人' }));
    expect((dialog().getByRole('textbox', { name: /手机号/ }) as HTMLTextAreaElement).value).toBe('1380000');
    expect(dialog().getByText('上次未发送：1380000（手机号格式不正确）')).toBeTruthy();
  });

  it('counts a value not typed yet as nothing, the same in both languages, and says the count will grow', async () => {
    const title = `到货 ${tag}`;
    await addSmsTemplate(title, '尊敬的{name}，您的订单{order_no}已到货，取件码{code}。');
    const user = await openSendDialog(title);
    // The preview names each value still to type; the count leaves them out: 尊敬的，您的订单已到货，取件码。
    expect(dialog().getByText(/^尊敬的［收件人姓名］，/)).toBeTruthy();
    expect(
      dialog().getByText('共 16 字（未填写的值不计，填写后会增加），每个号码按 1 条计费，本次约 0 条'),
    ).toBeTruthy();
    await user.type(dialog().getByRole('textbox', { name: /^收件人姓名/ }), '王先生');
    expect(dialog().getByText(/^共 19 字（未填写的值不计/)).toBeTruthy();
    // In English the same count: the names of the values are not counted in either language.
    await act(async () => cleanup());
    setLocale('en');
    try {
      const en = await openConsole('/notify/sms/list');
      await screen.findByText(/in total$/);
      await en.user.click(screen.getByText('Send SMS', { selector: 'button' }));
      await pickInDialog(en.user, /Template/, title);
      expect(
        dialog().getByText(
          'Characters before the values still to fill in (it will grow): 16; SMS per number: 1, about 0 in all',
        ),
      ).toBeTruthy();
    } finally {
      setLocale('zh-CN');
    }
  });

  it('a field put right after a refused send loses its mark; the only words shown are the console’s', async () => {
    const title = `更正 ${tag}`;
    await addSmsTemplate(title, '您的订单{order}已发货');
    const { user } = await openConsole('/notify/sms/list');
    await screen.findByText(/^共 [\d,]+ 条/);
    await user.click(screen.getByText('发送短信', { selector: 'button' }));
    await user.click(await dialog().findByRole('button', { name: '发送' }));
    expect(await dialog().findByText('请选择短信模板')).toBeTruthy();
    // The browser holds no message of its own for a field (its words, in the browser's language, would
    // stand under the field once React Aria took them up): every check is the console's.
    const browserWords = () =>
      [...document.querySelectorAll<HTMLInputElement>('[role="dialog"] :is(input, select, textarea)')]
        .map((el) => el.validationMessage)
        .filter(Boolean);
    expect(browserWords()).toEqual([]);
    await pickInDialog(user, /短信模板/, title);
    const mobile = `139${tag.slice(-4).replace(/\D/g, '3').padStart(4, '3')}0007`.slice(0, 11);
    await user.type(dialog().getByRole('textbox', { name: /手机号/ }), mobile);
    await user.type(dialog().getByRole('textbox', { name: /订单号/ }), 'A-1');
    // The browser's own check (its words in the browser's language) never stands under a field.
    const marked = () =>
      [
        ...document.querySelectorAll('[role="dialog"] [aria-invalid="true"], [role="dialog"] [data-invalid]'),
      ].map((el) => el.getAttribute('aria-label') ?? el.textContent);
    await waitFor(() => expect(dialog().queryByText('请选择短信模板')).toBeNull());
    expect(marked()).toEqual([]);
    await user.click(dialog().getByRole('button', { name: '发送' }));
    expect(await dialog().findByText(/^已提交 1 条/)).toBeTruthy();
  });

  it('says what is missing at its field before anything is sent', async () => {
    const title = `通知 ${tag}`;
    await addSmsTemplate(title, '您的订单{order}已发货');
    const user = await openSendDialog(title);
    await user.click(dialog().getByRole('button', { name: '发送' }));
    const mobiles = dialog().getByRole('textbox', { name: /手机号/ });
    await waitFor(() => expect(mobiles.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog().getByText('请至少填写一个手机号')).toBeTruthy();
    expect(dialog().getByText('请填写订单号')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(mobiles));
  });
});

describe('/notify/sms/list: a customer group', () => {
  it('sends to the group picked with its count, each customer’s name filled, and shows the outcome', async () => {
    const groups = await call<{ list: { id: number; name: string; count: number }[] }>(
      '/crm/customer/group_list.html',
      { pageSize: 100 },
      token,
    );
    const group = groups.data.list.find((g) => g.name === 'A级客户');
    if (!group) throw new Error('the demo has the group A级客户');
    // The group's customers not lost: the owned ones and the pool's.
    const members = (
      await Promise.all(
        ['/crm/customer/list.html', '/crm/customer/pool.html'].map((path) =>
          call<{ list: { name: string; mobile: string }[] }>(
            path,
            { groupId: group.id, pageSize: 100 },
            token,
          ),
        ),
      )
    ).flatMap((page) => page.data.list);
    const title = `积分 ${tag}`;
    const templateId = await addSmsTemplate(title, '{name}您好，您的积分{points}已到账');
    const user = await openSendDialog(title);
    await user.click(dialog().getByRole('radio', { name: '客户分组' }));
    // The typed numbers give way to the group; `name` is each customer's own, so no field asks for it.
    expect(dialog().queryByRole('textbox', { name: /手机号/ })).toBeNull();
    expect(dialog().queryByRole('textbox', { name: /^收件人姓名/ })).toBeNull();
    await pickInDialog(user, /客户分组/, `A级客户（${group.count} 位）`);
    await user.type(dialog().getByRole('textbox', { name: /^模板中“points”处的内容/ }), '120');
    // Before sending: how many get it, and the text as the first of them reads it.
    const going = Number(
      /将发给 (\d+) 位客户/.exec((await dialog().findByText(/将发给 \d+ 位客户/)).textContent ?? '')?.[1],
    );
    expect(going).toBeGreaterThan(0);
    expect(dialog().getByText(new RegExp(`本次约 ${going} 条$`))).toBeTruthy();
    const first =
      /^按第一位收件人（(.+)）填写$/.exec(dialog().getByText(/^按第一位收件人/).textContent ?? '')?.[1] ?? '';
    expect(members.map((m) => m.name)).toContain(first);
    expect(dialog().getByText(`${first}您好，您的积分120已到账`)).toBeTruthy();
    await user.click(dialog().getByRole('button', { name: '发送' }));
    // What the count said is what went.
    expect(await dialog().findByText(new RegExp(`^已提交 ${going} 条`))).toBeTruthy();
    const log = await call<{ list: { to: string; text: string }[] }>(
      '/brand/sms/list.html',
      { templateId, pageSize: 100 },
      token,
    );
    const byMobile = new Map(members.map((m) => [m.mobile, m.name]));
    expect(log.data.list.length).toBeGreaterThan(0);
    for (const m of log.data.list) {
      expect(byMobile.has(m.to)).toBe(true);
      expect(m.text).toContain(`${byMobile.get(m.to)}您好，您的积分120已到账`);
    }
  });
});

describe('/notify/sms/template', () => {
  it('turns a switch back with the reason when the server refuses, and shows variables as typed', async () => {
    const title = `将被删除 ${tag}`;
    const id = await addSmsTemplate(title, '验证码{code}');
    // The stream held: the delete below must not reach the list before the click does.
    const { user } = await openConsole(
      `/notify/sms/template?keyword=${encodeURIComponent(title)}`,
      'admin',
      'admin123',
      1,
      { stream: 'held' },
    );
    const toggle = await screen.findByRole('switch', { name: `启用 ${title}` });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    // Deleted elsewhere meanwhile: the change is refused and the switch goes back.
    expect((await getAction(`/brand/sms/templatedel.html?id=${id}`, token)).code).toBe(0);
    await user.click(toggle);
    expect(await screen.findByText(`短信模板不存在（id ${id}）`)).toBeTruthy();
    const after = screen.getByRole('switch', { name: `启用 ${title}` }) as HTMLInputElement;
    await waitFor(() => expect(after.checked).toBe(true));

    await user.click(screen.getByRole('button', { name: '添加模板' }));
    await user.type(dialog().getByRole('textbox', { name: /模板内容/ }), '您好{{name}，验证码{{code}');
    const variables = dialog().getByRole('list', { name: '变量' });
    expect(
      within(variables)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['name', 'code']);
  });

  it('a template named like another is refused at its name, in words; what was typed stays', async () => {
    const title = `到店提醒 ${tag}`;
    await addSmsTemplate(title, '您预约的服务已到时间');
    const { user } = await openConsole(`/notify/sms/template?keyword=${encodeURIComponent(tag)}`);
    await user.click(await screen.findByRole('button', { name: '添加模板' }));
    const name = dialog().getByRole('textbox', { name: /模板名称/ });
    await user.type(name, title);
    await user.type(dialog().getByRole('textbox', { name: /模板内容/ }), '请准时到店');
    await user.click(dialog().getByRole('button', { name: '保存' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog().getByText(`已有名为“${title}”的短信模板，请换一个名称`)).toBeTruthy();
    expect((dialog().getByRole('textbox', { name: /模板内容/ }) as HTMLTextAreaElement).value).toBe(
      '请准时到店',
    );
  });

  it('a name pasted past its limit stays whole, says by how much, and is refused at its field on save', async () => {
    const title = `${tag} ${'促销提醒'.repeat(12)}`;
    const { user } = await openConsole(`/notify/sms/template?keyword=${encodeURIComponent(tag)}`);
    await user.click(await screen.findByRole('button', { name: '添加模板' }));
    const name = dialog().getByRole('textbox', { name: /模板名称/ }) as HTMLInputElement;
    await user.click(name);
    await user.paste(title);
    expect(name.value).toBe(title);
    const over = [...title].length - 50;
    expect(dialog().getByText(`已超出 ${over} 个字符（最多 50 个）`)).toBeTruthy();
    await user.type(dialog().getByRole('textbox', { name: /模板内容/ }), '本周末全场八折');
    await user.click(dialog().getByRole('button', { name: '保存' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog().getAllByText('模板名称最多 50 个字符').length).toBeGreaterThan(0);
    // Said once under the field: the save's refusal, not the note beside it.
    expect(description(name)).toBe('模板名称最多 50 个字符');
    expect(name.value).toBe(title);
    // Cutting it back, the note counts again, then goes at the limit.
    await user.type(name, '{Backspace}');
    await waitFor(() => expect(description(name)).toBe(`已超出 ${over - 1} 个字符（最多 50 个）`));
  });

  it('a brace that makes no variable is marked at the text before anything is sent, naming the piece', async () => {
    const title = `验证码提醒 ${tag}`;
    const { user } = await openConsole(`/notify/sms/template?keyword=${encodeURIComponent(tag)}`);
    await user.click(await screen.findByRole('button', { name: '添加模板' }));
    await user.type(dialog().getByRole('textbox', { name: /模板名称/ }), title);
    const text = dialog().getByRole('textbox', { name: /模板内容/ });
    await user.type(text, '您的验证码是{{code，请勿泄露');
    await user.click(dialog().getByRole('button', { name: '保存' }));
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'));
    // At the field (its description) and in the summary above the form.
    const said =
      '模板内容中的“{code，请勿泄露”不是变量：变量写作半角的 {code}，花括号里只有字母、数字或下划线；不是变量请去掉花括号';
    expect(description(text)).toContain(said);
    const listed = await call('/brand/sms/templatelist.html', { keyword: title }, token);
    expect(listed.data).toMatchObject({ total: 0 });
    // Put right, it saves.
    await user.clear(text);
    await user.type(text, '您的验证码是{{code}，请勿泄露');
    await user.click(dialog().getByRole('button', { name: '保存' }));
    await waitFor(async () =>
      expect((await call('/brand/sms/templatelist.html', { keyword: title }, token)).data).toMatchObject({
        total: 1,
      }),
    );
  });
});

describe('/notify/email/list', () => {
  it('sends a template to the addresses it takes, values filled, and names the one it refuses', async () => {
    await call('/api/email/config_update.html', sinkMailSettings(sink), token);
    const name = `上新 ${tag}`;
    await call(
      '/api/email/template_add.html',
      { name, subject: `新品上市 {{name}} ${tag}`, body: '<p>{{name}}，春季新品已上架</p>' },
      token,
    );
    const { user } = await openConsole('/notify/email/list');
    await user.click(await screen.findByRole('button', { name: '写邮件' }));
    await user.type(
      await dialog().findByRole('textbox', { name: /^收件人/ }),
      `ok-${tag}@customer.example not-an-address`,
    );
    await user.click(dialog().getByRole('radio', { name: '使用模板' }));
    await pickInDialog(user, /邮件模板/, name);
    // The variable named in words, never as a placeholder; the preview filled as the value is typed.
    await user.type(dialog().getByRole('textbox', { name: /^收件人姓名/ }), '李女士');
    const preview = dialog().getByRole('region', { name: '邮件预览' });
    expect(preview.textContent).toContain(`主题：新品上市 李女士 ${tag}`);
    expect(preview.textContent).toContain('李女士，春季新品已上架');
    expect(document.querySelector('[role="dialog"]')?.textContent).not.toMatch(/\{\{?\w+\}?\}/);
    await user.click(dialog().getByRole('button', { name: '发送' }));
    expect(await dialog().findByText(/^已提交 1 条/)).toBeTruthy();
    expect(
      within(dialog().getByRole('list', { name: '未发送的收件人' })).getByRole('listitem').textContent,
    ).toBe('not-an-address：邮箱地址格式不正确');
    const subject = `新品上市 李女士 ${tag}`;
    // In the log with the template's subject, values filled. Its delivery is the server suite's and
    // the end-to-end story's to check: this file's sink lives in a jsdom worker.
    const log = await call<{ list: { subject: string }[] }>(
      '/api/email/list.html',
      { keyword: `ok-${tag}` },
      token,
    );
    expect(log.data.list.map((m) => m.subject)).toEqual([subject]);
  });
});

describe('/notify/email/list: drafts', () => {
  it('a draft made from a template is listed with the subject its mail will have', async () => {
    const name = `发货 ${tag}`;
    const template = await call<{ id: number }>(
      '/api/email/template_add.html',
      { name, subject: `您的订单 {{order}} 已发货 ${tag}`, body: '<p>{{order}} 已发出</p>' },
      token,
    );
    // As 写邮件 keeps a template's draft: the template and its values, no subject of its own.
    await call(
      '/api/email/add.html',
      {
        to: [`draft-${tag}@customer.example`],
        cc: [],
        templateId: template.data.id,
        params: { order: 'SO-7788' },
        subject: '',
        body: '',
        sendAt: null,
      },
      token,
    );
    const { user } = await openConsole('/notify/email/list');
    await user.click(await screen.findByRole('tab', { name: '草稿' }));
    const table = await screen.findByRole('grid', { name: '邮件草稿' });
    // In the subject column (the row's buttons name it too, hidden), where （无主题） was.
    const shown = (await within(table).findAllByText(`您的订单 SO-7788 已发货 ${tag}`)).filter(
      (el) => !el.closest('.visually-hidden'),
    );
    expect(shown).toHaveLength(1);
  });
});

describe('/notify/email/list: the body editor', () => {
  it('shows its label with the required mark, and a missing body is marked on the text with the words linked', async () => {
    const { user } = await openConsole('/notify/email/list');
    await user.click(await screen.findByRole('button', { name: '写邮件' }));
    const text = await dialog().findByRole('textbox', { name: '正文内容' });
    // Seen above the toolbar as 主题 is above its box, marked required the same way.
    const label = dialog().getByText('正文', { selector: 'span' });
    const subjectLabel = dialog().getByText('主题', { selector: 'label' });
    const mark = [...subjectLabel.classList].find((c) => c.includes('required'));
    expect(mark).toBeTruthy();
    expect(label.classList.contains(mark ?? '')).toBe(true);
    expect(text.getAttribute('aria-required')).toBe('true');
    expect(text.getAttribute('aria-invalid')).toBeNull();
    await user.click(dialog().getByRole('button', { name: '发送' }));
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'));
    expect(description(text)).toBe('请填写正文');
  });
});

describe('/notify/email/list: the Cc field', () => {
  it('marks a Cc entry that is not an address at its field, in words, and sends nothing until it is put right', async () => {
    await call('/api/email/config_update.html', sinkMailSettings(sink), token);
    const name = `抄送 ${tag}`;
    await call(
      '/api/email/template_add.html',
      { name, subject: `周报 ${tag}`, body: '<p>本周新品</p>' },
      token,
    );
    const { user } = await openConsole('/notify/email/list');
    await user.click(await screen.findByRole('button', { name: '写邮件' }));
    await user.type(await dialog().findByRole('textbox', { name: /^收件人/ }), `cc-${tag}@customer.example`);
    const cc = dialog().getByRole('textbox', { name: /^抄送/ });
    await user.type(cc, `copy-${tag}@customer.example, not-an-email`);
    await user.click(dialog().getByRole('radio', { name: '使用模板' }));
    await pickInDialog(user, /邮件模板/, name);
    await user.click(dialog().getByRole('button', { name: '发送' }));
    // Said at the field, by the rule 收件人 counts by, naming the entry; no refusal from the server.
    await waitFor(() => expect(cc.getAttribute('aria-invalid')).toBe('true'));
    expect(description(cc)).toContain('抄送中有 1 个地址格式不正确（not-an-email）');
    expect(dialog().queryByText(/参数错误/)).toBeNull();
    const sent = () =>
      call<{ list: unknown[] }>('/api/email/list.html', { keyword: `cc-${tag}` }, token).then(
        (r) => r.data.list,
      );
    expect(await sent()).toEqual([]);
    // Put right, the mark goes and the message is sent.
    await user.clear(cc);
    await user.type(cc, `copy-${tag}@customer.example`);
    expect(cc.getAttribute('aria-invalid')).toBeNull();
    await user.click(dialog().getByRole('button', { name: '发送' }));
    expect(await dialog().findByText(/^已提交 1 条/)).toBeTruthy();
    expect(await sent()).toHaveLength(1);
  });
});

describe('closing a send dialog with something typed', () => {
  const question = () => screen.findByRole('alertdialog', { name: '有未保存的修改' });
  const closed = () => waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());

  it('写邮件: Escape asks first, staying keeps the text, leaving drops it; an empty form closes at once', async () => {
    const { user } = await openConsole('/notify/email/list');
    await user.click(await screen.findByRole('button', { name: '写邮件' }));
    const to = await dialog().findByRole('textbox', { name: /^收件人/ });
    await user.type(to, `a-${tag}@customer.example\nb-${tag}@customer.example`);
    await user.type(dialog().getByRole('textbox', { name: /^主题/ }), `草稿 ${tag}`);
    await user.keyboard('{Escape}');
    // Staying keeps the dialog and what was typed.
    await user.click(within(await question()).getByRole('button', { name: '留在此页' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((dialog().getByRole('textbox', { name: /^收件人/ }) as HTMLTextAreaElement).value).toBe(
      `a-${tag}@customer.example\nb-${tag}@customer.example`,
    );
    expect((dialog().getByRole('textbox', { name: /^主题/ }) as HTMLInputElement).value).toBe(`草稿 ${tag}`);
    // 取消 asks the same; leaving closes it, and it opens empty again.
    await user.click(dialog().getByRole('button', { name: '取消' }));
    await user.click(within(await question()).getByRole('button', { name: '仍然离开' }));
    await closed();
    await user.click(screen.getByRole('button', { name: '写邮件' }));
    expect(((await dialog().findByRole('textbox', { name: /^收件人/ })) as HTMLTextAreaElement).value).toBe(
      '',
    );
    // Nothing typed: Escape closes at once.
    await user.keyboard('{Escape}');
    await closed();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('发送短信: a click outside asks first once numbers are typed; with nothing typed 取消 closes at once', async () => {
    const { user } = await openConsole('/notify/sms/list');
    await screen.findByText(/^共 [\d,]+ 条/);
    await user.click(screen.getByText('发送短信', { selector: 'button' }));
    await user.type(await dialog().findByRole('textbox', { name: /手机号/ }), '13700000001\n13700000002');
    // Outside the dialog: the overlay around it.
    const overlay = document.querySelector('[role="dialog"]')?.parentElement?.parentElement;
    if (!overlay) throw new Error('no overlay');
    await user.click(overlay);
    await user.click(within(await question()).getByRole('button', { name: '留在此页' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((dialog().getByRole('textbox', { name: /手机号/ }) as HTMLTextAreaElement).value).toBe(
      '13700000001\n13700000002',
    );
    // The corner × asks the same.
    await user.click(dialog().getByRole('button', { name: '关闭' }));
    await user.click(within(await question()).getByRole('button', { name: '仍然离开' }));
    await closed();
    await user.click(screen.getByText('发送短信', { selector: 'button' }));
    expect(((await dialog().findByRole('textbox', { name: /手机号/ })) as HTMLTextAreaElement).value).toBe(
      '',
    );
    await user.click(dialog().getByRole('button', { name: '取消' }));
    await closed();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
