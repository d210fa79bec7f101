import type { Page } from '@playwright/test';
import { adminUserPaths } from '../../../contract/admin-user.ts';
import { agentGroupPaths, agentUserPaths } from '../../../contract/agent.ts';
import { articlePaths } from '../../../contract/article.ts';
import { crmMaterialPaths } from '../../../contract/crm-material.ts';
import { crmProductPaths } from '../../../contract/crm-product.ts';
import { crmTagPaths } from '../../../contract/crm-tag.ts';
import { customerPaths } from '../../../contract/customer.ts';
import { emailPaths } from '../../../contract/email.ts';
import { friendLinkPaths } from '../../../contract/friend-link.ts';
import { inboxPaths } from '../../../contract/inbox.ts';
import { pagePaths } from '../../../contract/page.ts';
import { rolePaths } from '../../../contract/role.ts';
import { slidePaths } from '../../../contract/slide.ts';
import { smsPaths } from '../../../contract/sms.ts';
import { wxworkAccountPaths } from '../../../contract/wxwork.ts';
import { consoleCall } from './console-call.ts';

/**
 * One seeded record as the sweep opens it: on `at` (a hash path of one of the console's routes,
 * `route`), after choosing `tab` if given and pressing `open` if given (an edit button opens a
 * dialog or a drawer, an edit link a page of its own), the record's `name` and every one of its
 * `fields` must be shown: as text, or as the value of a form field.
 */
export interface SeededRecord {
  kind: string;
  route: string;
  at: string;
  name: string;
  fields: string[];
  tab?: string;
  open?: { role: 'button' | 'link'; name: string };
}

/** How many records of each kind are opened: the first of each list, as it is ordered on screen. */
const perKind = 1;

/** A rich text's first run of words: what its editor or preview shows in one piece. */
function firstText(html: string): string {
  const runs = html
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((s) => s.trim())
    .filter((s) => s.length >= 4);
  return runs[0] ?? '';
}

const filled = (values: (string | number | null | undefined)[]) =>
  values.filter((v): v is string | number => v !== null && v !== undefined && v !== '').map(String);

interface Listed<T> {
  list: T[];
}

/**
 * The seeded records the signed-in user of `page` can read, read through the API as the console
 * reads them (its token, brand and language). A kind whose list call the role may not make is
 * left out, so the operator gets the CRM's; `mayRead` says which screens the role may open.
 */
export async function seededRecords(
  page: Page,
  mayRead: (route: string) => boolean,
): Promise<SeededRecord[]> {
  const records: SeededRecord[] = [];
  const list = async <T>(path: string, body: unknown = {}): Promise<T[]> => {
    const answer = await consoleCall<Listed<T>>(page, path, body);
    if (answer.code !== 0) throw new Error(`${path}: ${answer.code} ${answer.message}`);
    return answer.data.list.slice(0, perKind);
  };
  const detail = async <T>(path: string, id: number): Promise<T> => {
    const answer = await consoleCall<T>(page, path, { id });
    if (answer.code !== 0) throw new Error(`${path} ${id}: ${answer.code} ${answer.message}`);
    return answer.data;
  };
  const add = async <T>(
    route: string,
    load: () => Promise<T[]>,
    make: (item: T) => SeededRecord | Promise<SeededRecord>,
  ) => {
    if (!mayRead(route)) return;
    for (const item of await load()) records.push(await make(item));
  };
  const editButton = (name: string) => ({ role: 'button' as const, name });

  await add(
    '/system/adminuser',
    () => list<{ userName: string; realName: string; roleTitle: string }>(adminUserPaths.list),
    (u) => ({
      kind: 'member',
      route: '/system/adminuser',
      at: '/system/adminuser',
      name: u.userName,
      fields: filled([u.realName, u.roleTitle]),
      open: editButton(`编辑 ${u.userName}`),
    }),
  );
  await add(
    '/system/role',
    () => list<{ title: string; description: string }>(rolePaths.list),
    (r) => ({
      kind: 'role',
      route: '/system/role',
      at: '/system/role',
      name: r.title,
      fields: filled([r.description]),
      open: editButton(`编辑 ${r.title}`),
    }),
  );
  await add(
    '/notify/sms/template',
    () => list<{ title: string; content: string }>(smsPaths.templateList),
    (t) => ({
      kind: 'SMS template',
      route: '/notify/sms/template',
      at: '/notify/sms/template',
      name: t.title,
      fields: filled([t.content]),
      open: editButton(`编辑 ${t.title}`),
    }),
  );
  await add(
    '/notify/email/list',
    () => list<{ name: string; subject: string; body: string }>(emailPaths.templateList),
    (t) => ({
      kind: 'e-mail template',
      route: '/notify/email/list',
      at: '/notify/email/list',
      tab: '邮件模板',
      name: t.name,
      fields: filled([t.subject, firstText(t.body)]),
      open: editButton(`编辑 ${t.name}`),
    }),
  );
  await add(
    '/agent/user/list',
    () => list<{ name: string; mobile: string; company: string }>(agentUserPaths.list),
    (a) => ({
      kind: 'agent',
      route: '/agent/user/list',
      at: '/agent/user/list',
      name: a.name,
      fields: filled([a.mobile, a.company]),
      open: editButton(`编辑 ${a.name}`),
    }),
  );
  await add(
    '/agent/user/list',
    () => list<{ title: string; description: string }>(agentGroupPaths.list),
    (g) => ({
      kind: 'agent group',
      route: '/agent/user/list',
      at: '/agent/user/list',
      tab: '分组',
      name: g.title,
      fields: filled([g.description]),
      open: editButton(`编辑分组 ${g.title}`),
    }),
  );
  await add(
    '/agent/user/verify',
    () => list<{ name: string; mobile: string }>(agentUserPaths.list, { status: 'pending' }),
    (a) => ({
      kind: 'application',
      route: '/agent/user/verify',
      at: '/agent/user/verify',
      name: a.name,
      fields: [],
    }),
  );
  await add(
    '/apply/index',
    () => list<{ title: string; corpId: string; agentId: number }>(wxworkAccountPaths.list),
    (w) => ({
      kind: 'WeCom account',
      route: '/apply/index',
      at: '/apply/index',
      name: w.title,
      fields: filled([w.corpId, w.agentId]),
      open: editButton(`编辑 ${w.title}`),
    }),
  );
  await add(
    '/crm/config/tag',
    () => list<{ title: string; groupId: number; groupTitle: string }>(crmTagPaths.taglist),
    (t) => ({
      kind: 'tag',
      route: '/crm/config/tag',
      at: `/crm/config/tag?group=${t.groupId}`,
      name: t.title,
      fields: filled([t.groupTitle]),
      open: editButton(`编辑 ${t.title}`),
    }),
  );
  for (const [kind, route, path] of [
    ['follow-up type', '/crm/config/follow', crmTagPaths.followlist],
    ['source', '/crm/config/source', crmTagPaths.sourcelist],
  ] as const)
    await add(
      route,
      () => list<{ title: string }>(path),
      (t) => ({ kind, route, at: route, name: t.title, fields: [], open: editButton(`编辑 ${t.title}`) }),
    );
  await add(
    '/crm/config/material',
    () => list<{ id: number; title: string }>(crmMaterialPaths.list),
    async (m) => {
      const full = await detail<{ url: string; content: string }>(crmMaterialPaths.detail, m.id);
      return {
        kind: 'material',
        route: '/crm/config/material',
        at: '/crm/config/material',
        name: m.title,
        fields: filled([full.url, firstText(full.content)]),
        open: editButton(`编辑 ${m.title}`),
      };
    },
  );
  await add(
    '/crm/sales/product/update',
    () => list<{ id: number; title: string }>(crmProductPaths.list, { kind: 'product' }),
    async (p) => {
      const full = await detail<{ code: string; unit: string; description: string }>(
        crmProductPaths.detail,
        p.id,
      );
      return {
        kind: 'product',
        route: '/crm/sales/product/update',
        at: `/crm/sales/product/update?id=${p.id}`,
        name: p.title,
        fields: filled([full.code, full.unit, firstText(full.description)]),
      };
    },
  );
  await add(
    '/crm/sales/service',
    () => list<{ title: string; code: string; unit: string }>(crmProductPaths.list, { kind: 'service' }),
    (s) => ({
      kind: 'service',
      route: '/crm/sales/service',
      at: '/crm/sales/service',
      name: s.title,
      fields: filled([s.code, s.unit]),
      open: editButton(`编辑 ${s.title}`),
    }),
  );
  type Customer = { name: string; mobile: string; company: string };
  await add(
    '/crm/customer/list',
    () => list<Customer>(customerPaths.list),
    (c) => ({
      kind: 'customer',
      route: '/crm/customer/list',
      at: '/crm/customer/list',
      name: c.name,
      fields: filled([c.mobile, c.company]),
      open: { role: 'button', name: `查看客户 ${c.name}` },
    }),
  );
  await add(
    '/crm/customer/list',
    () => list<Customer>(customerPaths.list),
    (c) => ({
      kind: 'customer form',
      route: '/crm/customer/list',
      at: '/crm/customer/list',
      name: c.name,
      fields: filled([c.mobile, c.company]),
      open: editButton(`编辑客户“${c.name}”`),
    }),
  );
  for (const [kind, route, path] of [
    ['pool customer', '/crm/customer/pool', customerPaths.pool],
    ['lost customer', '/crm/customer/lost', customerPaths.lost],
  ] as const)
    await add(
      route,
      () => list<Customer>(path),
      (c) => ({ kind, route, at: route, name: c.name, fields: filled([c.mobile]) }),
    );
  await add(
    '/crm/customer/group',
    () => list<{ name: string }>(customerPaths.groupList),
    (g) => ({
      kind: 'customer group',
      route: '/crm/customer/group',
      at: '/crm/customer/group',
      name: g.name,
      fields: [],
      open: editButton(`编辑 ${g.name}`),
    }),
  );
  // Every article, each twice: from the list's edit link, as an editor opens it, and from its
  // address. The editor of a saved article went white on some openings only (it depends on what
  // loads first), so one opening could pass by chance.
  if (mayRead('/platform/article/edit')) {
    const answer = await consoleCall<Listed<{ id: number; title: string }>>(page, articlePaths.list, {});
    if (answer.code !== 0) throw new Error(`${articlePaths.list}: ${answer.code} ${answer.message}`);
    for (const a of answer.data.list) {
      const full = await detail<{ author: string; summary: string; content: string }>(
        articlePaths.detail,
        a.id,
      );
      const shown = { kind: 'article', route: '/platform/article/edit', name: a.title };
      const fields = filled([full.author, full.summary, firstText(full.content)]);
      records.push(
        {
          ...shown,
          at: '/platform/index?tab=articles',
          fields,
          open: { role: 'link', name: `编辑“${a.title}”` },
        },
        { ...shown, at: `/platform/article/edit?id=${a.id}`, fields },
      );
    }
  }
  await add(
    '/platform/index',
    () => list<{ id: number; title: string }>(pagePaths.list),
    async (p) => {
      const full = await detail<{ slug: string; content: string }>(pagePaths.detail, p.id);
      return {
        kind: 'page',
        route: '/platform/index',
        at: '/platform/index?tab=pages',
        name: p.title,
        fields: filled([full.slug, firstText(full.content)]),
        open: editButton(`编辑单页“${p.title}”`),
      };
    },
  );
  await add(
    '/platform/index',
    () => list<{ title: string; url: string }>(slidePaths.list),
    (s) => ({
      kind: 'slide',
      route: '/platform/index',
      at: '/platform/index?tab=slides',
      name: s.title,
      fields: filled([s.url]),
      open: editButton(`编辑幻灯片“${s.title}”`),
    }),
  );
  await add(
    '/platform/index',
    () => list<{ title: string; url: string }>(friendLinkPaths.list),
    (l) => ({
      kind: 'friend link',
      route: '/platform/index',
      at: '/platform/index?tab=links',
      name: l.title,
      fields: filled([l.url]),
      open: editButton(`编辑链接“${l.title}”`),
    }),
  );
  await add(
    '/manage/message',
    () => list<{ title: string; body: string }>(inboxPaths.list),
    (m) => ({
      kind: 'message',
      route: '/manage/message',
      at: '/manage/message',
      name: m.title,
      fields: filled([m.body]),
    }),
  );
  return records;
}
