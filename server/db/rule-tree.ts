/**
 * The product's rule tree (docs/spec.md §1-2, §7): nine nav modules, their screens, and under the screens the
 * API endpoints they call. Seeded into `rules`; the owner role grants all of it. Each module writes its
 * own part (server/modules/<m>/<m>.rules.ts, built with server/db/rule-builders.ts); here they are
 * joined in menu order.
 */
import { accountRules } from '../modules/account/account.rules.ts';
import { agentRules } from '../modules/agent/agent.rules.ts';
import { aiRules } from '../modules/ai/ai.rules.ts';
import { applyRules } from '../modules/apply/apply.rules.ts';
import { configRules } from '../modules/config/config.rules.ts';
import { crmRules } from '../modules/crm/crm.rules.ts';
import { notifyRules } from '../modules/notify/notify.rules.ts';
import { platformRules } from '../modules/platform/platform.rules.ts';
import { systemRules } from '../modules/system/system.rules.ts';
import type { RuleSeed } from './rule-builders.ts';

export type { RuleKind, RuleSeed } from './rule-builders.ts';

export const ruleTree: RuleSeed[] = [
  accountRules,
  configRules,
  systemRules,
  crmRules,
  agentRules,
  platformRules,
  applyRules,
  notifyRules,
  aiRules,
];
