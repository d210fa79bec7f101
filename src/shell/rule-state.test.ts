import { describe, expect, it } from 'vitest';
import type { RoleMenu } from '../../contract/menu.ts';
import { ruleState } from './permissions.ts';

const menu = (menuUrl: string[]): RoleMenu => ({ nav: [], menuList: [], menuUrl });

describe('ruleState', () => {
  const seen = new Set(['/crm/tag/add', '/crm/tag/del', '/crm/tag/update']);

  it('is held while the menu lists every rule the action needs', () => {
    expect(ruleState(menu(['/crm/tag/add']), seen, 'crm/tag/add')).toBe('held');
    expect(
      ruleState(menu(['/crm/tag/add', '/crm/tag/update']), seen, ['crm/tag/add', 'crm/tag/update']),
    ).toBe('held');
  });

  it('is lost when a rule held on this screen has gone, never when one was not held here', () => {
    expect(ruleState(menu([]), seen, 'crm/tag/add')).toBe('lost');
    expect(ruleState(menu(['/crm/tag/add']), seen, ['crm/tag/add', 'crm/tag/del'])).toBe('lost');
    expect(ruleState(menu([]), seen, 'crm/tag/order')).toBe('never');
    // Lost and never together: nothing to draw.
    expect(ruleState(menu([]), seen, ['crm/tag/add', 'crm/tag/order'])).toBe('never');
    // Outside a screen nothing was seen.
    expect(ruleState(menu([]), null, 'crm/tag/add')).toBe('never');
    expect(ruleState(null, seen, 'crm/tag/add')).toBe('lost');
  });
});
