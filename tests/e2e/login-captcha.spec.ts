import { expect, expectAccessible, test } from './support/axe.ts';

// SPEC §7: after three failed sign-ins for a user name within 15 minutes the captcha is required. A name
// of its own keeps this file's failures away from the demo logins the other files use.
test('the captcha appears after three failures, refreshes, and is required', async ({ page }) => {
  await page.goto('/#/login');
  const user = page.getByLabel('用户名');
  const password = page.getByLabel('密码', { exact: true });
  await user.fill('captcha_probe');
  const code = page.getByLabel('验证码', { exact: true });
  for (let attempt = 1; attempt <= 3; attempt++) {
    await expect(code).toHaveCount(0);
    await password.fill(`wrong-${attempt}`);
    await password.press('Enter');
    // The same message for an unknown user and a wrong password; the password field is emptied.
    await expect(page.getByRole('alert').filter({ hasText: '用户名或密码错误' })).toBeVisible();
    await expect(password).toHaveValue('');
  }
  // The third failure makes the next attempt need the captcha, so it shows at once.
  await expect(code).toBeVisible();
  const image = page.getByRole('img', { name: '验证码图片' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await expectAccessible(page);

  const before = await image.getAttribute('src');
  await page.getByRole('button', { name: '换一张' }).click();
  await expect(image).not.toHaveAttribute('src', before ?? '');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Empty code: said at the field, nothing sent.
  await password.fill('wrong-5');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('请输入验证码')).toBeVisible();

  // A wrong code: the server's message, and a fresh image for the next try.
  const shown = await image.getAttribute('src');
  // Letters never match: the answer is four digits.
  await code.fill('abcd');
  await password.fill('wrong-6');
  await password.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: '验证码错误或已过期' })).toBeVisible();
  await expect(image).not.toHaveAttribute('src', shown ?? '');
});
