import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/axe.ts';
import { signInAdmin } from './support/console.ts';
import { consoleCall } from './support/console-call.ts';
import { gridTo } from './support/keyboard.ts';

// A member disabled while their console is open is told what happened, in words naming the brand, and
// told the same when they sign in again: not "登录无效或已过期", not "您还不是任何品牌的成员" with
// three "无法读取…" errors from calls that kept sending the brand they can no longer use.

// Other spec files run against the same server: the member made here carries this run's tag.
const tag = Date.now().toString(36);
const userName = `disabled_${tag}`;
const password = 'member123';
const told = '您在 Demo Brand 的账号已被停用，请联系该品牌的管理员重新启用。';

async function operatorRoleId(admin: Page) {
  const roles = await consoleCall<{ list: Array<{ id: number; title: string }> }>(
    admin,
    '/brand/role/list.html',
    { keyword: '运营' },
  );
  const id = roles.data.list.find((r) => r.title === '运营')?.id;
  if (!id) throw new Error('no operator role');
  return id;
}

/** A confirmed delete as the console makes it: GET with the XSRF header. */
async function deleteMember(admin: Page, id: number) {
  return admin.evaluate(async (id) => {
    const res = await fetch(`/brand/adminuser/del.html?id=${id}`, {
      headers: {
        Authorization: `Bearer ${sessionStorage.getItem('token')}`,
        BrandId: String(JSON.parse(sessionStorage.getItem('brand') ?? '{}').brandId),
        'X-XSRF-TOKEN': decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? ''),
      },
    });
    return (await res.json()) as { code: number };
  }, id);
}

async function signIn(page: Page) {
  await page.goto('/#/login');
  await page.getByLabel('用户名').fill(userName);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

test('a member disabled while working is told so, names the brand, and hears the same on signing in again', async ({
  page: admin,
  browser,
}, testInfo) => {
  await signInAdmin(admin);
  const added = await consoleCall<{ id: number }>(admin, '/brand/adminuser/add.html', {
    userName,
    password,
    confirmPassword: password,
    realName: '停用测试',
    roleId: await operatorRoleId(admin),
  });
  expect(added).toMatchObject({ code: 0 });
  const memberId = added.data.id;

  const context = await browser.newContext();
  const member = await context.newPage();
  const pageErrors: string[] = [];
  member.on('pageerror', (e) => pageErrors.push(e.message));
  // Every call the member's console makes after the owner's change, with the brand it names.
  const calls: Array<{ path: string; brandId: string | undefined }> = [];
  try {
    // The member works in Demo Brand (one brand only: signing in opens it).
    await signIn(member);
    await expect(member.getByRole('banner').getByRole('link', { name: /Demo Brand/ })).toBeVisible();
    await member.goto('/#/crm/index');
    await expect(member.locator('[data-live-stream="open"]')).toBeAttached();
    await expectAccessible(member);

    // The owner disables the member from the members' list.
    await admin.goto(`/#/system/adminuser?keyword=${userName}`);
    const members = admin.getByRole('grid', { name: '管理员列表' });
    const status = members.getByRole('switch', { name: `${userName} 的状态` });
    await expect(status).toBeChecked();
    await gridTo(admin, members, status);
    member.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.endsWith('.html')) calls.push({ path, brandId: r.headers().brandid });
    });
    await admin.keyboard.press('Space');

    // The member's open console says what happened, naming the brand: not the generic expiry. It
    // stays 1.5 s under the message before the login screen, so it is pictured and read at once.
    const notices = member.getByRole('region', { name: '通知' });
    await notices.getByText(told).waitFor();
    await notices.locator('[data-phase="opening"]').waitFor({ state: 'detached' });
    await member.screenshot({ path: testInfo.outputPath('member-console-told.png') });
    expect(await notices.innerText()).not.toContain('登录无效或已过期');
    await expectAccessible(member);
    await expect(status).not.toBeChecked();

    // Then the login screen, which says it again (the toast is gone by the time one reads it).
    await expect(member.getByRole('heading', { name: '登录', level: 1 })).toBeVisible();
    await expect(member.getByRole('main').getByText(told)).toBeVisible();
    await member.screenshot({ path: testInfo.outputPath('member-login-after.png') });
    await expectAccessible(member);
    // The brand they can no longer use is forgotten, so nothing sends it again.
    expect(await member.evaluate(() => sessionStorage.getItem('brand'))).toBeNull();

    // Signing in again says the same, and nothing is read with the old brand.
    await signIn(member);
    await expect(member.getByRole('main').getByText(told)).toBeVisible();
    await expect(member.getByText(/无法读取/)).toHaveCount(0);
    await expect(member.getByText('您还不是任何品牌的成员')).toHaveCount(0);
    await member.screenshot({ path: testInfo.outputPath('member-signs-in-again.png') });
    await expectAccessible(member);
    const afterLogin = calls.slice(calls.findIndex((c) => c.path.endsWith('/userpwd.html')));
    expect(afterLogin.filter((c) => c.brandId !== undefined && c.brandId !== '0')).toEqual([]);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
    await deleteMember(admin, memberId);
  }
});
