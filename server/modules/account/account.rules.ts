import { nav, type RuleSeed } from '../../db/rule-builders.ts';

/** The Dashboard module's part of the rule tree (its menu entry, screens and endpoints). */
export const accountRules: RuleSeed = nav('account/dashboard', '账户概览', 'Dashboard', 'layout-dashboard');
