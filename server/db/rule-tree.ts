/**
 * The product's rule tree (docs/spec.md §1-2, §7): the nav modules, their screens, and under the screens the
 * API endpoints they call. Seeded into `rules`; the owner role grants all of it. Each module writes its
 * own part (server/modules/<m>/<m>.rules.ts, built with server/db/rule-builders.ts) and names it in its
 * manifest with its place in the menu; here they are joined in menu order.
 */
import { serverModules } from '../modules/modules.ts';
import type { RuleSeed } from './rule-builders.ts';

export type { RuleKind, RuleSeed } from './rule-builders.ts';

export const ruleTree: RuleSeed[] = serverModules
  .flatMap((m) => (m.rules ? [m.rules] : []))
  .sort((a, b) => a.menu - b.menu)
  .map((part) => part.tree);
