import { expect, expectAccessible, test } from './support/axe.ts';

// The API reference is server-rendered HTML with one style sheet: it works with no network beyond this
// origin and under the console's CSP (the shared fixture fails a test on any violation).

test('the API reference lists every call, and a group page describes each, by keyboard, axe clean', async ({
  page,
  request,
}) => {
  const doc = await (await request.get('/api/openapi.json')).json();
  const routes: string[] = Object.values(doc.paths as Record<string, Record<string, { 'x-route': string }>>)
    .flatMap((item) => Object.values(item))
    .map((op) => op['x-route']);
  expect(routes.length).toBeGreaterThan(150);

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'API 参考' })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  // A header row, then one row per call.
  await expect(rows).toHaveCount(routes.length + 1);
  await expect(page.getByRole('rowheader', { name: '/crm/customer/list.html' })).toBeVisible();
  await expectAccessible(page);

  // The group list is a list of links: Tab reaches them, Enter opens a group.
  const group = page.getByRole('navigation', { name: '接口分组' }).getByRole('link', { name: '/crm/tag' });
  await group.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: '/crm/tag' })).toBeVisible();
  const add = page.getByRole('article', { name: 'POST /crm/tag/add.html' });
  await expect(add).toContainText('crm/tag/add');
  await expect(add).toContainText('X-XSRF-TOKEN');
  await expect(page.getByRole('heading', { level: 3, name: 'CrmTagGroup' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '/crm/tag' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(add).toContainText('Needs a session in a chosen brand and the rule crm/tag/add');
  await expectAccessible(page);

  await page.goto('/api/docs?group=site&lang=en');
  await expect(page.getByText('If-None-Match').first()).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(routes.filter((r) => r.includes(' /site/')).length);
  await expectAccessible(page);
});
