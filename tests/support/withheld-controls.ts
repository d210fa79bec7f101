import type { UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { expect } from 'vitest';
import type { RuleNode } from '../../contract/role.ts';
import { call, signIn } from './console-session.tsx';
import { description } from './described.ts';

// Taking a right away from a member's role while a screen is open, and what a withheld control must
// be: kept, `aria-disabled`, described by the reason, reached by keyboard.

/** What a withheld control says: the role lost the right while the screen was open. */
export const reason = '你的角色已没有此权限';
/** How long a live rule change may take to reach the open screen: for a hang only. */
export const live = { timeout: 30_000 };

let admin = '';
const ruleIds = new Map<string, number>();

/** Demo Brand's admin token, once `withheldSetup` has run. */
export const adminToken = () => admin;

/** Signs admin in and reads the rule tree; call from a test file's `beforeAll`. */
export async function withheldSetup() {
  admin = (await signIn('admin', 'admin123')).token;
  const tree = await call<RuleNode[]>('/brand/role/rules.html', {}, admin);
  const walk = (nodes: RuleNode[]) => {
    for (const n of nodes) {
      ruleIds.set(`${n.controller}/${n.action}`, n.id);
      walk(n.childList);
    }
  };
  walk(tree.data);
}

/** A member whose role holds every rule; `take` gives the role every rule but `rules`. */
export async function memberWithEveryRule(tag: string, name: string) {
  const all = [...ruleIds.values()];
  const role = await call<{ id: number }>(
    '/brand/role/add.html',
    { title: `${tag} ${name}`, rules: all },
    admin,
  );
  expect(role.code, role.message).toBe(0);
  const userName = `${tag}_${name}`;
  const added = await call(
    '/brand/adminuser/add.html',
    { userName, password: 'secret-123', confirmPassword: 'secret-123', roleId: role.data.id },
    admin,
  );
  expect(added.code, added.message).toBe(0);
  return {
    userName,
    take: async (rules: string[]) => {
      for (const r of rules) expect(ruleIds.has(r), r).toBe(true);
      const kept = [...ruleIds].filter(([key]) => !rules.includes(key)).map(([, id]) => id);
      const taken = await call('/brand/role/priv.html', { id: role.data.id, rules: kept }, admin);
      expect(taken.code, taken.message).toBe(0);
    },
  };
}

/** The control is kept, `aria-disabled` (not `disabled`), described by the reason. */
export function expectWithheld(el: Element) {
  expect(el.getAttribute('aria-disabled')).toBe('true');
  expect(el.hasAttribute('disabled')).toBe(false);
  expect(description(el)).toContain(reason);
}

/**
 * Tab from the top of the page reaches the control (a keyboard user hears its reason there). A control
 * in a list's grid is reached with the arrow keys instead: it must still take focus.
 */
export function takesFocus(el: Element) {
  (el as HTMLElement).focus();
  expect(document.activeElement).toBe(el);
}

/** What can take focus, as user-event's Tab counts it. */
const focusable = 'input, button, select, textarea, a[href], [tabindex], [contenteditable]';
/** Collections move focus among their items themselves (arrow keys); a Tab from inside one leaves it. */
const collection = '[role="grid"], [role="treegrid"], [role="listbox"], [role="menu"], [role="tree"]';

/**
 * Tab reaches the control, as it does for a keyboard user moving down the page: Tab from the last
 * control before it, outside any list's grid, lands on it within a few presses, and never does when it
 * is out of the tab order. Tabbing from the top of the page took up to a hundred presses, each of which
 * walks the whole page in jsdom: a fifth of a screen test's time.
 */
export async function reachByTab(user: UserEvent, el: Element) {
  const before = [...document.querySelectorAll<HTMLElement>(focusable)].filter(
    (c) =>
      c !== el &&
      !el.contains(c) &&
      !c.contains(el) &&
      c.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING &&
      c.closest(collection) === null,
  );
  const start = before.at(-1);
  if (start) start.focus();
  if (document.activeElement !== start) (document.activeElement as HTMLElement | null)?.blur();
  for (let i = 0; i < 120 && document.activeElement !== el; i += 1) await user.tab();
  expect(document.activeElement).toBe(el);
}

export async function expectNoAxeViolations() {
  // jsdom draws nothing, so colours cannot be measured here (the e2e stories check them). Only the
  // violations are reported in full: axe otherwise builds a selector for every element that passed,
  // half of each run in jsdom.
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}
