import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePaths, articleRule } from '../../../contract/article.ts';
import { friendLinkPaths } from '../../../contract/friend-link.ts';
import { pagePaths } from '../../../contract/page.ts';
import { slidePaths } from '../../../contract/slide.ts';
import { memberWithRules } from '../../../tests/support/crm-fixtures.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { type As, undoCalls } from '../../../tests/support/undo-calls.ts';
import { roleRules, roles } from '../../db/core.tables.ts';
import { rowsOf } from '../../kit/db.ts';
import { articleNodes, articles, friendLinkNodes, friendLinks, pages, slides } from './platform.tables.ts';

/**
 * Undo of the site content's changes (docs/decisions/undo.md): articles, categories, pages, slides and
 * links deleted come back with their ids and fields; articles published, unpublished or moved go back,
 * but for one someone changed since, which stays and is named; whoever may not is refused.
 */

let api: TestApi;
let admin: As;
let editor: As;
let rival: As;
let nodeA = 0;
let nodeB = 0;

const editorRules = [
  articleRule.list,
  articleRule.del,
  articleRule.status,
  articleRule.node,
  articleRule.node_del,
];

beforeAll(async () => {
  api = await createTestApi({ jobs: true });
  admin = { token: await api.loginTo(demo.admin.user, demo.admin.password, demo.brand), brandId: demo.brand };
  editor = { token: await memberWithRules(api, demo.brand, 'undo-editor', editorRules), brandId: demo.brand };
  rival = {
    token: await memberWithRules(api, demo.brand, 'undo-rival-ed', editorRules),
    brandId: demo.brand,
  };
  const made = await api.database.db
    .insert(articleNodes)
    .values([
      { brandId: demo.brand, title: 'Undo news', slug: 'undo-news' },
      { brandId: demo.brand, title: 'Undo events', slug: 'undo-events' },
    ])
    .returning();
  [nodeA, nodeB] = made.map((n) => n.id) as [number, number];
});
afterAll(() => api.close());

const { call, undo } = undoCalls(() => api);

let made = 0;
async function article(fields: Partial<typeof articles.$inferInsert> = {}) {
  made += 1;
  const [row] = await api.database.db
    .insert(articles)
    .values({
      brandId: demo.brand,
      nodeId: nodeA,
      title: `Undo article ${made}`,
      content: '<p>x</p>',
      ...fields,
    })
    .returning();
  return row?.id ?? 0;
}

const articleRows = (ids: number[]) =>
  api.database.db.select().from(articles).where(inArray(articles.id, ids)).orderBy(asc(articles.id));

describe('articles', () => {
  it('deleted, two at once, come back with their ids and every field; the category counts them again', async () => {
    const ids = [
      await article({ status: 'published', publishAt: new Date('2026-11-01T00:00:00Z') }),
      await article(),
    ];
    const was = await articleRows(ids);
    const [node] = await api.database.db.select().from(articleNodes).where(eq(articleNodes.id, nodeA));
    const del = await call(`${articlePaths.del}?ids=${ids.join(',')}`, editor);
    expect(del.code).toBe(0);
    expect(del.undo?.id).toBeGreaterThan(0);
    expect(await articleRows(ids)).toEqual([]);
    const back = await undo(editor, del.undo?.id ?? 0);
    expect(back.data).toEqual({ id: del.undo?.id, restored: 2, skipped: [] });
    expect(back.message).toBe('Undone');
    expect(await articleRows(ids)).toEqual(was);
    const [again] = await api.database.db.select().from(articleNodes).where(eq(articleNodes.id, nodeA));
    expect(again?.articleCount).toBe(node?.articleCount);
  });

  it('published at once: a scheduled draft gets its schedule back; one unpublished since by another stays, named', async () => {
    const at = new Date(Date.now() + 3_600_000);
    const ids = [
      await article({ status: 'draft', publishAt: at, publishJob: 'undo-job-1' }),
      await article(),
    ];
    const was = await articleRows(ids);
    const pub = await call(articlePaths.status, editor, { ids, status: 'published' });
    expect(pub.code).toBe(0);
    expect((await articleRows(ids)).map((r) => r.status)).toEqual(['published', 'published']);
    expect((await call(articlePaths.status, rival, { id: ids[1], status: 'draft' })).code).toBe(0);
    const back = await undo(editor, pub.undo?.id ?? 0);
    expect(back.data).toEqual({
      id: pub.undo?.id,
      restored: 1,
      skipped: [{ entityId: ids[1], name: was[1]?.title, reason: 'changed', by: 'undo-rival-ed' }],
    });
    expect(back.message).toBe(
      `Undone; 1 not restored: ${was[1]?.title} was changed by undo-rival-ed since, not restored`,
    );
    const [first] = await articleRows([ids[0] ?? 0]);
    expect(first).toMatchObject({ status: 'draft', publishAt: at, publishJob: 'undo-job-1' });
  });

  it('unpublished, then taken back: published again with its own date', async () => {
    const date = new Date('2026-10-01T08:00:00Z');
    const id = await article({ status: 'published', publishAt: date });
    const off = await call(articlePaths.status, editor, { id, status: 'draft' });
    expect((await articleRows([id]))[0]).toMatchObject({ status: 'draft', publishAt: null });
    expect((await undo(editor, off.undo?.id ?? 0)).data.restored).toBe(1);
    expect((await articleRows([id]))[0]).toMatchObject({ status: 'published', publishAt: date });
  });

  it('moved at once go back to their own categories; one moved again since stays, named', async () => {
    const ids = [await article(), await article({ nodeId: nodeB }), await article()];
    const move = await call(articlePaths.node, editor, { ids, nodeId: nodeB });
    expect(move.code).toBe(0);
    expect((await call(articlePaths.node, admin, { ids: [ids[2]], nodeId: nodeA })).code).toBe(0);
    const back = await undo(editor, move.undo?.id ?? 0);
    expect(back.data.restored).toBe(2);
    expect(back.data.skipped).toEqual([
      { entityId: ids[2], name: expect.stringContaining('Undo article'), reason: 'changed', by: 'admin' },
    ]);
    expect((await articleRows(ids)).map((r) => r.nodeId)).toEqual([nodeA, nodeB, nodeA]);
  });

  it('refuses another member, and the author who lost the right since; the owner may', async () => {
    const id = await article();
    const del = await call(`${articlePaths.del}?id=${id}`, editor);
    expect(await undo(rival, del.undo?.id ?? 0)).toMatchObject({
      code: 403,
      message: 'Only the member who made this change or the brand owner can undo it',
    });
    const [role] = await api.database.db.select().from(roles).where(eq(roles.title, 'undo-editor role'));
    const [rule] = await rowsOf(
      api.database.db,
      sql`select id from rules where controller = 'api/article' and action = 'del'`,
    );
    await api.database.db
      .delete(roleRules)
      .where(sql`${roleRules.roleId} = ${role?.id} and ${roleRules.ruleId} = ${rule?.id}`);
    await api.database.db
      .update(roles)
      .set({ rulesVersion: sql`${roles.rulesVersion} + 1` })
      .where(eq(roles.id, role?.id ?? 0));
    expect(await undo(editor, del.undo?.id ?? 0)).toMatchObject({
      code: 403,
      message: 'You no longer have the permission this change needs, so you cannot undo it',
    });
    await api.database.db.insert(roleRules).values({ roleId: role?.id ?? 0, ruleId: Number(rule?.id) });
    await api.database.db
      .update(roles)
      .set({ rulesVersion: sql`${roles.rulesVersion} + 1` })
      .where(eq(roles.id, role?.id ?? 0));
    expect((await undo(admin, del.undo?.id ?? 0)).data.restored).toBe(1);
    expect(await articleRows([id])).toHaveLength(1);
  });

  it('a deleted article whose category went since stays out, named as gone', async () => {
    const [node] = await api.database.db
      .insert(articleNodes)
      .values({ brandId: demo.brand, title: 'Undo brief', slug: 'undo-brief' })
      .returning();
    const id = await article({ nodeId: node?.id ?? 0, title: 'Undo orphan' });
    const del = await call(`${articlePaths.del}?id=${id}`, editor);
    expect((await call(`${articlePaths.node_del}?id=${node?.id}`, admin)).code).toBe(0);
    expect((await undo(editor, del.undo?.id ?? 0)).data).toEqual({
      id: del.undo?.id,
      restored: 0,
      skipped: [{ entityId: id, name: 'Undo orphan', reason: 'gone' }],
    });
  });

  it('a category deleted comes back with its id', async () => {
    const [node] = await api.database.db
      .insert(articleNodes)
      .values({ brandId: demo.brand, title: 'Undo sub', slug: 'undo-sub', parentId: nodeA })
      .returning();
    const del = await call(`${articlePaths.node_del}?id=${node?.id}`, editor);
    expect(del.code).toBe(0);
    expect((await undo(editor, del.undo?.id ?? 0)).data.restored).toBe(1);
    const [again] = await api.database.db
      .select()
      .from(articleNodes)
      .where(eq(articleNodes.id, node?.id ?? 0));
    expect(again).toEqual(node);
  });
});

describe('pages, slides and links', () => {
  it('a page comes back with its id; one whose slug was taken since stays out, named', async () => {
    const [one, two] = await api.database.db
      .insert(pages)
      .values([
        { brandId: demo.brand, title: 'Undo about', slug: 'undo-about', content: '<p>about</p>' },
        { brandId: demo.brand, title: 'Undo terms', slug: 'undo-terms' },
      ])
      .returning();
    const del = await call(`${pagePaths.del}?ids=${one?.id},${two?.id}`, admin);
    expect(del.code).toBe(0);
    await api.database.db
      .insert(pages)
      .values({ brandId: demo.brand, title: 'Terms again', slug: 'undo-terms' });
    const back = await undo(admin, del.undo?.id ?? 0);
    expect(back.data).toEqual({
      id: del.undo?.id,
      restored: 1,
      skipped: [{ entityId: two?.id, name: 'Undo terms', reason: 'taken' }],
    });
    const [again] = await api.database.db
      .select()
      .from(pages)
      .where(eq(pages.id, one?.id ?? 0));
    expect(again).toEqual(one);
  });

  it('a slide comes back with its id and fields', async () => {
    const [slide] = await api.database.db
      .insert(slides)
      .values({
        brandId: demo.brand,
        title: 'Undo slide',
        image: '/uploads/x.png',
        url: '/about',
        ordernum: 3,
      })
      .returning();
    const del = await call(`${slidePaths.del}?id=${slide?.id}`, admin);
    expect(del.code).toBe(0);
    expect((await undo(admin, del.undo?.id ?? 0)).data.restored).toBe(1);
    const [again] = await api.database.db
      .select()
      .from(slides)
      .where(eq(slides.id, slide?.id ?? 0));
    expect(again).toEqual(slide);
  });

  it('a link and a link category come back; a link whose category went since comes back in none', async () => {
    const [node] = await api.database.db
      .insert(friendLinkNodes)
      .values({ brandId: demo.brand, title: 'Undo partners' })
      .returning();
    const [link] = await api.database.db
      .insert(friendLinks)
      .values({ brandId: demo.brand, nodeId: node?.id ?? 0, title: 'Undo link', url: 'https://example.com' })
      .returning();
    const delLink = await call(`${friendLinkPaths.del}?id=${link?.id}`, admin);
    expect(delLink.code).toBe(0);
    const delNode = await call(`${friendLinkPaths.node_del}?id=${node?.id}`, admin);
    expect(delNode.code).toBe(0);
    expect((await undo(admin, delLink.undo?.id ?? 0)).data.restored).toBe(1);
    const [again] = await api.database.db
      .select()
      .from(friendLinks)
      .where(eq(friendLinks.id, link?.id ?? 0));
    expect(again).toEqual({ ...link, nodeId: 0 });
    expect((await undo(admin, delNode.undo?.id ?? 0)).data.restored).toBe(1);
    const [nodeAgain] = await api.database.db
      .select()
      .from(friendLinkNodes)
      .where(eq(friendLinkNodes.id, node?.id ?? 0));
    expect(nodeAgain).toEqual(node);
  });
});
