import type { Page } from '@playwright/test';
import { expect } from './axe.ts';

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
  await page.goto('/#/login');
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('admin123');
  await page.getByRole('button', { name: '登录' }).click();
  const choose = page.getByRole('button', { name: new RegExp(brand) });
  const banner = page.getByRole('banner').getByRole('link', { name: new RegExp(brand) });
  await expect(choose.or(banner)).toBeVisible();
  if (await choose.isVisible()) await choose.click();
  await expect(banner).toBeVisible();
}
