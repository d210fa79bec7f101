import type { RuleKey } from './rule-key.ts';

/**
 * The System module's screens as rules (contract/rule-key.ts): each opens the console route of the
 * same path (`/system/adminuser`), and the overview's audit list needs `index`.
 */
export const systemRule = {
  index: 'system/index',
  adminUser: 'system/adminuser',
  role: 'system/role',
} as const satisfies Record<string, RuleKey>;
