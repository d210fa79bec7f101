import type { Browser, Page } from '@playwright/test';
import { expect } from './axe.ts';
import { consoleCall } from './console-call.ts';
import { tabTo } from './keyboard.ts';
import { findRule, type RuleNode, subtree } from './rule-tree.ts';

/** docs/spec.md §2: every route inside the console's shell (the platform area is its other variant). */
export const shellRoutes = [
  '/config/index',
  '/config/protocol',
  '/system/index',
  '/system/adminuser',
  '/system/role',
  '/ai/index',
  '/crm/index',
  '/crm/customer/list',
  '/crm/customer/lost',
  '/crm/customer/pool',
  '/crm/customer/portrait',
  '/crm/customer/group',
  '/crm/config/tag',
  '/crm/config/follow',
  '/crm/config/source',
  '/crm/config/material',
  '/crm/sales/product',
  '/crm/sales/product/add',
  '/crm/sales/product/update',
  '/crm/sales/service',
  '/agent/index',
  '/agent/user/list',
  '/agent/user/verify',
  '/apply/index',
  '/notify/index',
  '/notify/sms/list',
  '/notify/sms/template',
  '/notify/email/list',
];

/** Shell routes whose menu entry is their parent's: the parent stays marked current on them. */
export const shellParents: Record<string, string> = {
  '/notify/sms/template': '/notify/sms/list',
  '/config/attach': '/config/index',
  '/crm/sales/product/add': '/crm/sales/product',
  '/crm/sales/product/update': '/crm/sales/product',
};

/**
 * Signs in as admin from the login screen and opens Demo Brand (or `brand`): a tab that worked in a
 * brand before returns to it without asking, a fresh one asks.
 */
export async function signInAdmin(page: Page, brand = 'Demo Brand') {
  await signInAs(page, 'admin', 'admin123', brand);
}

/** Signs in as `user` from the login screen and opens `brand`, as `signInAdmin` does for admin. */
export async function signInAs(page: Page, user: string, password: string, brand = 'Demo Brand') {
  await page.goto('/#/login');
  await page.getByLabel('用户名').fill(user);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  const choose = page.getByRole('button', { name: new RegExp(brand) });
  const banner = page.getByRole('banner').getByRole('link', { name: new RegExp(brand) });
  await expect(choose.or(banner)).toBeVisible();
  if (await choose.isVisible()) await choose.click();
  await expect(banner).toBeVisible();
}

/**
 * Signs in as `user` by keyboard alone, as a keyboard user does (Tab to the fields, Enter to sign in and
 * to choose `brand` when the console asks), and waits for the brand in the banner. `origin` is another
 * server's address (the dev build's), else the story's own. The name field is emptied first: a tab may
 * remember the last name tried.
 */
export async function signInByKeyboard(
  page: Page,
  user: string,
  password: string,
  { brand = 'Demo Brand', origin = '' }: { brand?: string; origin?: string } = {},
) {
  await page.goto(`${origin}/#/login`);
  await tabTo(page, page.getByLabel('用户名'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(user);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  const choose = page.getByRole('button', { name: new RegExp(brand) });
  const banner = page.getByRole('banner').getByRole('link', { name: new RegExp(brand) });
  await expect(choose.or(banner)).toBeVisible();
  if (await choose.isVisible()) {
    await tabTo(page, choose);
    await page.keyboard.press('Enter');
  }
  await expect(banner).toBeVisible();
}

/**
 * A member of this run, made by the owner in a browser context of its own, whose role (titled
 * `roleTitle`) holds the whole CRM module: a story that adds customers adds them as this member, so it
 * does not depend on how many customers other stories on the same server gave admin (500 each at most),
 * nor on the columns another story chose for admin's lists.
 */
export async function newCrmMember(
  browser: Browser,
  roleTitle: string,
): Promise<{ user: string; password: string }> {
  const owner = await browser.newContext();
  try {
    const page = await owner.newPage();
    await signInAdmin(page);
    const rules = await consoleCall<RuleNode[]>(page, '/brand/role/rules.html');
    const crm = rules.data.find((top) => findRule([top], '/crm/customer/list'));
    if (!crm) throw new Error('no CRM module in the rule tree');
    const role = await consoleCall<{ id: number }>(page, '/brand/role/add.html', {
      title: roleTitle,
      rules: subtree(crm),
    });
    expect(role.code, role.message).toBe(0);
    const member = {
      user: `crm_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`,
      password: 'member-123',
    };
    const made = await consoleCall(page, '/brand/adminuser/add.html', {
      userName: member.user,
      password: member.password,
      confirmPassword: member.password,
      realName: '客户测试',
      roleId: role.data.id,
    });
    expect(made.code, made.message).toBe(0);
    return member;
  } finally {
    await owner.close();
  }
}
