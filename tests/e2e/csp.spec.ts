import { expect, test } from './support/test.ts';

// The console runs under the Content-Security-Policy, and every spec fails on a violation (the shared
// fixture in support/test.ts). This file shows the policy is there and that the fixture catches one.

test('the console page carries the policy and works under it', async ({ page, request }) => {
  const res = await request.get('/');
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  await page.goto('/#/login');
  await expect(page.getByLabel('用户名')).toBeVisible();
  // React Aria's own <style> element carries the page's nonce, so it is let in.
  const nonce = await page.evaluate(
    () => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '',
  );
  expect(nonce.length).toBeGreaterThan(10);
});

test('an inline script or a style without the nonce is blocked, and the fixture sees it', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/#/login');
  await expect(page.getByLabel('用户名')).toBeVisible();
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.append(s);
    const style = document.createElement('style');
    style.textContent = 'body { outline: 3px solid red }';
    document.head.append(style);
    return (window as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.filter((v) => v.includes('[csp] script-src')).length).toBe(1);
  await expect.poll(() => cspViolations.filter((v) => v.includes('[csp] style-src')).length).toBe(1);
  // Caught as intended: cleared so this test passes; anywhere else they would fail the test.
  cspViolations.length = 0;
});
