import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/axe.ts';
import { readCaptcha } from './support/captcha-reader.ts';

// The sign-in captcha, by keyboard alone: after three failed sign-ins for a user name the captcha is needed.
// The message says so and focus goes to the code; a reload shows it at once; the code can be heard; a
// wrong code clears only the code, with its error at its field; the right code signs in. The user is
// made for this file, so its failures stay away from the demo logins the other files use.

const person = { user: 'captcha_kb', password: 'Kb-pass-2024' };

async function api<T>(baseURL: string, path: string, body: unknown, token?: string, brandId?: number) {
  // Node's fetch carries no cookies, so the XSRF double-submit does not apply (as for curl).
  const res = await fetch(baseURL + path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(brandId ? { BrandId: String(brandId) } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { code: number; message: string; data: T };
  if (answer.code !== 0) throw new Error(`${path}: ${answer.message}`);
  return answer.data;
}

test.beforeAll(async ({ baseURL }) => {
  const base = baseURL ?? '';
  const { token } = await api<{ token: string }>(base, '/auth/brandmanager/userpwd.html', {
    user: 'admin',
    password: 'admin123',
  });
  await api(base, '/auth/brand/userselectbrand.html', { brandId: 1 }, token);
  const roles = await api<{ list: { id: number; isOwner: boolean }[] }>(
    base,
    '/brand/role/list.html',
    { page: 1 },
    token,
    1,
  );
  const roleId = roles.list.find((r) => !r.isOwner)?.id ?? 0;
  const found = await api<{ total: number }>(
    base,
    '/brand/adminuser/list.html',
    { keyword: person.user },
    token,
    1,
  );
  // A retry runs this again on the same server: the user is made once.
  if (found.total === 0)
    await api(
      base,
      '/brand/adminuser/add.html',
      { userName: person.user, password: person.password, confirmPassword: person.password, roleId },
      token,
      1,
    );
});

/** Presses Tab (or Shift+Tab) until the element named `name` (an input's name or a button's text) has focus. */
async function tabTo(page: Page, name: string, back = false) {
  for (let i = 0; i < 12; i++) {
    const here = await page.evaluate(
      () => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent ?? '',
    );
    if (here === name) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${name}`);
}

test('the captcha by keyboard: announced, kept over a reload, heard, a wrong code, then signed in', async ({
  page,
}) => {
  // The last captcha image the page loaded: its code is what the browser's cookie holds.
  let lastSvg = '';
  page.on('response', async (res) => {
    if (res.url().includes('/verifycode.html') && res.ok()) lastSvg = await res.text();
  });

  await page.goto('/#/login');
  const user = page.getByLabel('用户名');
  const password = page.getByLabel('密码', { exact: true });
  const code = page.getByLabel('验证码', { exact: true });
  await expect(user).toBeVisible();
  await expectAccessible(page);

  await tabTo(page, 'user');
  await page.keyboard.type(person.user);
  for (let attempt = 1; attempt <= 3; attempt++) {
    await tabTo(page, 'password');
    await page.keyboard.type(`wrong-${attempt}`);
    await page.keyboard.press('Enter');
    await expect(password).toHaveValue('');
    if (attempt < 3) {
      await expect(page.getByRole('alert').filter({ hasText: '用户名或密码错误' })).toBeVisible();
      await expect(code).toHaveCount(0);
      await expect(password).toBeFocused();
    }
    await expectAccessible(page);
  }
  // The third failure says a code is now needed and for how long, and takes focus to the code.
  await expect(
    page.getByRole('alert').filter({ hasText: '失败次数较多，接下来 15 分钟内登录需要输入验证码' }),
  ).toBeVisible();
  await expect(code).toBeFocused();
  await expect(code).toHaveAccessibleDescription(/15 分钟内登录需要输入验证码。看不清图片可以收听语音验证码/);
  await expect(page.getByRole('img', { name: '验证码图片' })).toBeVisible();

  // A reload: the server says the code is needed, so it shows before any new failure.
  await page.reload();
  await expect(code).toBeVisible();
  await expect(user).toHaveValue(person.user);
  await expect.poll(() => lastSvg).toMatch(/^<svg/);
  await expectAccessible(page);

  // The spoken code: the same captcha as the image, as a WAV.
  await tabTo(page, '收听验证码');
  const audio = page.waitForResponse((r) => r.url().includes('/verifycode/audio.html'));
  await page.keyboard.press('Enter');
  const heard = await audio;
  expect(heard.status()).toBe(200);
  expect(heard.headers()['content-type']).toBe('audio/wav');
  expect((await heard.body()).subarray(0, 4).toString('ascii')).toBe('RIFF');
  await expectAccessible(page);

  // A wrong code: only the code is cleared, the error is at its field, focus stays there.
  const shown = readCaptcha(lastSvg);
  expect(shown).toMatch(/^\d{4}$/);
  const wrong = shown === '0000' ? '1111' : '0000';
  await tabTo(page, 'password', true);
  await page.keyboard.type(person.password);
  await page.keyboard.press('Tab');
  await expect(code).toBeFocused();
  const svgBefore = lastSvg;
  await page.keyboard.type(wrong);
  await page.keyboard.press('Enter');
  await expect(code).toHaveAccessibleDescription(/验证码错误或已过期/);
  await expect(code).toHaveValue('');
  await expect(code).toBeFocused();
  await expect(password).toHaveValue(person.password);
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  // A new image came with the refusal; its code signs in.
  await expect.poll(() => lastSvg).not.toBe(svgBefore);
  await page.keyboard.type(readCaptcha(lastSvg));
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/#\/login/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
});

test('the code is asked for again when empty, and the image can be replaced', async ({ page }) => {
  let lastSvg = '';
  page.on('response', async (res) => {
    if (res.url().includes('/verifycode.html') && res.ok()) lastSvg = await res.text();
  });
  // A user name of its own (no such user): three failures bring the captcha.
  await page.goto('/#/login');
  const code = page.getByLabel('验证码', { exact: true });
  await expect(page.getByLabel('用户名')).toBeVisible();
  await tabTo(page, 'user');
  await page.keyboard.type('captcha_probe');
  for (let attempt = 1; attempt <= 3; attempt++) {
    await tabTo(page, 'password');
    await page.keyboard.type(`wrong-${attempt}`);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('密码', { exact: true })).toHaveValue('');
  }
  await expect(code).toBeFocused();
  await expect.poll(() => lastSvg).toMatch(/^<svg/);

  const image = page.getByRole('img', { name: '验证码图片' });
  const before = await image.getAttribute('src');
  const svgBefore = lastSvg;
  await tabTo(page, '换一张');
  await page.keyboard.press('Enter');
  await expect(image).not.toHaveAttribute('src', before ?? '');
  await expect.poll(() => lastSvg).not.toBe(svgBefore);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectAccessible(page);

  // Empty code: said at the field, nothing sent. The third refusal's 用户名或密码错误 was about another
  // password: it leaves 密码, and focus goes to the code, what is missing.
  const password = page.getByLabel('密码', { exact: true });
  await expect(password).toHaveAccessibleDescription(/用户名或密码错误/);
  await tabTo(page, 'password', true);
  await page.keyboard.type('wrong-5');
  await page.keyboard.press('Enter');
  await expect(code).toHaveAccessibleDescription(/请输入验证码/);
  await expect(code).toBeFocused();
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  await expect(password).not.toHaveAccessibleDescription(/用户名或密码错误/);
  await expect(page.getByText('用户名或密码错误', { exact: false })).toHaveCount(0);
  await expectAccessible(page);
});
