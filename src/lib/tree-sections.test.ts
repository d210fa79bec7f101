import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSectionRule, withoutEmptySections } from '../../contract/rule-sections.ts';
import {
  cascadeSelection,
  indexTree,
  leafKeys,
  type TreeNode,
  toggleNode,
  withoutEmpty,
} from './tree-selection.ts';

// The Notifications module as the privileges tree shows it: a module with two groups of screens, each
// screen with its endpoints, and two endpoints of the module's own overview.
const notify: TreeNode = {
  id: 'notify',
  title: '通知',
  section: true,
  children: [
    {
      id: 'sms',
      title: '短信',
      section: true,
      children: [
        { id: 'sms.list', title: '短信记录', children: [{ id: 'sms.list.api', title: '列表' }] },
        { id: 'sms.tpl', title: '短信模板', children: [{ id: 'sms.tpl.api', title: '模板列表' }] },
      ],
    },
    {
      id: 'email',
      title: '邮件',
      section: true,
      children: [{ id: 'email.list', title: '邮件记录' }],
    },
    { id: 'notify.stats', title: '短信统计' },
  ],
};
const account: TreeNode = { id: 'account', title: '账户概览' };
const tree = [account, notify];
const index = indexTree(tree);
const sorted = (s: Iterable<string | number>) => [...s].map(String).sort();

describe('unticking in the privileges tree', () => {
  it('unticking the last screen of a group unticks the group and the module left with nothing', () => {
    const ticked = toggleNode(index, new Set(), 'sms.list');
    expect(sorted(ticked)).toEqual(['notify', 'sms', 'sms.list', 'sms.list.api']);
    expect(sorted(toggleNode(index, ticked, 'sms.list'))).toEqual([]);
  });

  it('a group keeps its tick while another of its screens is ticked, and the module while any part is', () => {
    const both = toggleNode(index, toggleNode(index, new Set(), 'sms.list'), 'sms.tpl');
    expect(sorted(toggleNode(index, both, 'sms.list'))).toEqual(['notify', 'sms', 'sms.tpl', 'sms.tpl.api']);
    const smsAndMail = toggleNode(index, toggleNode(index, new Set(), 'sms.list'), 'email.list');
    expect(sorted(toggleNode(index, smsAndMail, 'sms.list'))).toEqual(['email', 'email.list', 'notify']);
    // The module's own overview figures keep the module (its index shows them), not the emptied group.
    const withStats = toggleNode(index, toggleNode(index, new Set(), 'sms.list'), 'notify.stats');
    expect(sorted(toggleNode(index, withStats, 'sms.list'))).toEqual(['notify', 'notify.stats']);
  });

  it('a screen is not a section: unticking its last action keeps the screen', () => {
    const ticked = toggleNode(index, new Set(), 'sms.list');
    expect(sorted(toggleNode(index, ticked, 'sms.list.api'))).toEqual(['notify', 'sms', 'sms.list']);
  });

  it('unticking a group unticks its module when nothing else is left in it', () => {
    const ticked = toggleNode(index, new Set(), 'sms');
    expect(sorted(ticked)).toEqual(['notify', 'sms', 'sms.list', 'sms.list.api', 'sms.tpl', 'sms.tpl.api']);
    expect(sorted(toggleNode(index, ticked, 'sms'))).toEqual([]);
  });

  it('a node with nothing under it (a module without screens) stays as ticked', () => {
    expect(sorted(withoutEmpty(index, ['account']))).toEqual(['account']);
  });

  it('a stored list holding an emptied module and group reads as holding neither', () => {
    expect(sorted(withoutEmpty(index, ['notify', 'sms', 'account']))).toEqual(['account']);
  });

  it('the whole-selection form (cascadeSelection) follows the same rule', () => {
    const before = new Set(['notify', 'sms', 'sms.list', 'sms.list.api']);
    const after = new Set(before);
    after.delete('sms.list');
    expect(sorted(cascadeSelection(tree, before, after))).toEqual([]);
  });

  it('property: after any presses, every ticked section has a ticked node under it that is no section', () => {
    const keys = index.all;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...keys), { maxLength: 12 }), (presses) => {
        let ticked = new Set<string | number>();
        for (const k of presses) ticked = toggleNode(index, ticked, k);
        for (const id of ticked) {
          const node = index.byId.get(id);
          if (!node?.section) continue;
          const below = (node.children ?? []).flatMap(function all(n: TreeNode): TreeNode[] {
            return [n, ...(n.children ?? []).flatMap(all)];
          });
          expect(below.some((n) => !n.section && ticked.has(n.id))).toBe(true);
        }
        // The count shown is of leaves; it never counts a section.
        const leaves = tree.flatMap(leafKeys);
        expect(leaves.every((k) => !index.byId.get(k)?.section)).toBe(true);
      }),
    );
  });
});

describe('sections of the rule tree', () => {
  it('a module, a group and a folder of endpoints with rules under them are sections; a screen is not', () => {
    expect(isSectionRule({ parentId: 0, isMenu: true, isRoute: true, hasChildren: true })).toBe(true);
    expect(isSectionRule({ parentId: 7, isMenu: true, isRoute: false, hasChildren: true })).toBe(true);
    expect(isSectionRule({ parentId: 7, isMenu: false, isRoute: false, hasChildren: true })).toBe(true);
    expect(isSectionRule({ parentId: 8, isMenu: true, isRoute: true, hasChildren: true })).toBe(false);
    // A module with nothing under it (账户概览) is granted on its own.
    expect(isSectionRule({ parentId: 0, isMenu: true, isRoute: true, hasChildren: false })).toBe(false);
  });

  it('a screen whose group is not granted does not keep the module', () => {
    const parent: Record<number, number | null> = { 1: null, 2: 1, 3: 2 };
    const held = withoutEmptySections(
      (id: number) => parent[id],
      (id) => id !== 3,
      [1, 3],
    );
    expect([...held]).toEqual([3]);
  });
});
