import { describe, expect, it } from 'vitest';
import { slugFrom } from '../../kit/slug.ts';
import {
  intentOf,
  nodeDeleteRefusal,
  nodeParentRefusal,
  publishPlan,
  publishRightRefusal,
} from './article.policy.ts';
import { linkNodeDeleteRefusal } from './friend-link.policy.ts';
import { indexTree } from './node-tree.ts';

const now = new Date('2026-11-23T10:00:00Z');
const later = new Date('2026-11-23T11:00:00Z');
const earlier = new Date('2026-11-20T08:00:00Z');

describe('publishPlan', () => {
  it('publishes now, back-dated, or schedules a time to come (a draft until then)', () => {
    expect(publishPlan({ status: 'published' }, null, now)).toEqual({
      status: 'published',
      publishAt: now,
      scheduled: false,
    });
    expect(publishPlan({ status: 'published', publishAt: earlier }, null, now)).toEqual({
      status: 'published',
      publishAt: earlier,
      scheduled: false,
    });
    expect(publishPlan({ status: 'published', publishAt: later }, null, now)).toEqual({
      status: 'draft',
      publishAt: later,
      scheduled: true,
    });
  });

  it('keeps the date of a published article and the time of a schedule when they are not sent', () => {
    const published = { status: 'published' as const, publishAt: earlier };
    expect(publishPlan({}, published, now)).toEqual({ ...published, scheduled: false });
    expect(publishPlan({ status: 'published', publishAt: null }, published, now).publishAt).toEqual(earlier);
    const scheduled = { status: 'draft' as const, publishAt: later };
    expect(intentOf(scheduled)).toBe('published');
    expect(publishPlan({}, scheduled, now)).toEqual({ ...scheduled, scheduled: true });
    // Its time passed while the job waits: saving publishes it at the scheduled time.
    expect(publishPlan({}, scheduled, new Date(later.getTime() + 1000))).toEqual({
      status: 'published',
      publishAt: later,
      scheduled: false,
    });
  });

  it('publishes a scheduled article now when it is saved as published without a time', () => {
    const scheduled = { status: 'draft' as const, publishAt: later };
    expect(publishPlan({ status: 'published' }, scheduled, now)).toEqual({
      status: 'published',
      publishAt: now,
      scheduled: false,
    });
  });

  it('a draft drops any time; a plain draft stays one whatever time is sent with it', () => {
    expect(publishPlan({ status: 'draft', publishAt: later }, null, now)).toEqual({
      status: 'draft',
      publishAt: null,
      scheduled: false,
    });
    const draft = { status: 'draft' as const, publishAt: null };
    expect(intentOf(draft)).toBe('draft');
    expect(publishPlan({ publishAt: later }, draft, now).scheduled).toBe(false);
  });
});

describe('publishRightRefusal', () => {
  const rule = 'api/article/status';
  const writer = { userId: 2, isOwner: false, ruleKeys: new Set(['api/article/add', 'api/article/update']) };
  const publisher = { ...writer, ruleKeys: new Set([...writer.ruleKeys, rule]) };
  const owner = { userId: 1, isOwner: true, ruleKeys: new Set<string>() };
  const draft = { status: 'draft' as const, publishAt: null };
  const published = { status: 'published' as const, publishAt: earlier };
  const scheduled = { status: 'draft' as const, publishAt: later };
  const refused = { code: 403, key: 'articlePublishForbidden' };

  it('without the right: drafts, and saves that leave the publishing as it was', () => {
    expect(publishRightRefusal(writer, rule, null, draft)).toBeNull();
    expect(publishRightRefusal(writer, rule, draft, draft)).toBeNull();
    expect(
      publishRightRefusal(writer, rule, published, { ...published, publishAt: new Date(earlier) }),
    ).toBeNull();
    expect(publishRightRefusal(writer, rule, scheduled, scheduled)).toBeNull();
  });

  it('without the right, refuses publishing, scheduling, re-dating and taking back', () => {
    expect(publishRightRefusal(writer, rule, null, published)).toEqual(refused);
    expect(publishRightRefusal(writer, rule, null, scheduled)).toEqual(refused);
    expect(publishRightRefusal(writer, rule, draft, published)).toEqual(refused);
    expect(publishRightRefusal(writer, rule, published, draft)).toEqual(refused);
    expect(publishRightRefusal(writer, rule, published, { ...published, publishAt: now })).toEqual(refused);
    expect(publishRightRefusal(writer, rule, scheduled, draft)).toEqual(refused);
    expect(publishRightRefusal(writer, rule, scheduled, { status: 'published', publishAt: now })).toEqual(
      refused,
    );
  });

  it('with the right, or as the owner, any of it', () => {
    for (const who of [publisher, owner]) {
      expect(publishRightRefusal(who, rule, null, published)).toBeNull();
      expect(publishRightRefusal(who, rule, published, draft)).toBeNull();
      expect(publishRightRefusal(who, rule, draft, scheduled)).toBeNull();
    }
  });
});

describe('category rules', () => {
  it('refuses deleting a category that still holds subcategories or articles, naming the counts', () => {
    expect(nodeDeleteRefusal({ title: '新闻', children: 2, articles: 5 })).toEqual({
      code: 1,
      key: 'nodeNotEmpty',
      params: { title: '新闻', children: 2, articles: 5 },
    });
    expect(nodeDeleteRefusal({ title: '新闻', children: 1, articles: 0 })?.key).toBe('nodeHasChildren');
    expect(nodeDeleteRefusal({ title: '新闻', children: 0, articles: 3 })?.key).toBe('nodeHasArticles');
    expect(nodeDeleteRefusal({ title: '新闻', children: 0, articles: 0 })).toBeNull();
    expect(linkNodeDeleteRefusal({ title: '合作伙伴', links: 2 })?.params).toEqual({
      title: '合作伙伴',
      links: 2,
    });
    expect(linkNodeDeleteRefusal({ title: '合作伙伴', links: 0 })).toBeNull();
  });

  it('places a category under an existing one, never inside its own branch, at most three deep', () => {
    const base = { parentExists: true, parentLevel: 1, subtree: [], height: 1 };
    expect(nodeParentRefusal({ ...base, parentId: 0, parentLevel: 0 })).toBeNull();
    expect(nodeParentRefusal({ ...base, parentId: 9, parentExists: false })).toMatchObject({
      key: 'nodeParentMissing',
      field: 'parentId',
    });
    expect(nodeParentRefusal({ ...base, id: 1, parentId: 3, subtree: [1, 3], height: 2 })).toMatchObject({
      key: 'nodeParentLoop',
    });
    expect(nodeParentRefusal({ ...base, parentId: 2, parentLevel: 2, height: 1 })).toBeNull();
    expect(nodeParentRefusal({ ...base, parentId: 3, parentLevel: 3, height: 1 })).toMatchObject({
      key: 'nodeTooDeep',
      params: { max: 3 },
    });
    expect(
      nodeParentRefusal({ ...base, id: 1, parentId: 2, parentLevel: 2, subtree: [1, 4], height: 2 }),
    ).toMatchObject({ key: 'nodeTooDeep' });
  });
});

describe('the category tree', () => {
  const rows = [
    { id: 1, parentId: 0, ordernum: 20, display: true },
    { id: 2, parentId: 0, ordernum: 10, display: false },
    { id: 3, parentId: 1, ordernum: 10, display: true },
    { id: 4, parentId: 2, ordernum: 10, display: true },
    { id: 5, parentId: 3, ordernum: 10, display: true },
    // Written by a tool: a parent that does not exist, and a loop.
    { id: 6, parentId: 99, ordernum: 30, display: true },
    { id: 7, parentId: 8, ordernum: 10, display: true },
    { id: 8, parentId: 7, ordernum: 10, display: true },
  ];
  const tree = indexTree(rows);

  it('orders parents before children, siblings by ordernum, and knows levels, branches and heights', () => {
    expect(tree.ordered.map((r) => r.id)).toEqual([2, 4, 1, 3, 5, 6]);
    expect([tree.level(1), tree.level(3), tree.level(5), tree.level(6)]).toEqual([1, 2, 3, 1]);
    expect(tree.subtree(1)).toEqual([1, 3, 5]);
    expect([tree.height(1), tree.height(5), tree.height(2)]).toEqual([3, 1, 2]);
  });

  it('shows a category only when it and every category above it are displayed', () => {
    expect([tree.visible(1), tree.visible(3), tree.visible(2), tree.visible(4)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    // A loop written by a tool is never reached from the top, so it never shows.
    expect(tree.visible(7)).toBe(false);
  });
});

describe('slugs made from titles', () => {
  it('reads Chinese as pinyin words and keeps letters and digits', () => {
    expect(slugFrom('公司动态')).toBe('gong-si-dong-tai');
    expect(slugFrom('About Us!')).toBe('about-us');
    expect(slugFrom('2026 年报')).toBe('2026-nian-bao');
    expect(slugFrom('***')).toBe('');
  });
});
