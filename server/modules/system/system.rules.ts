import { adminUserRule } from '../../../contract/admin-user.ts';
import { roleRule } from '../../../contract/role.ts';
import { systemRule } from '../../../contract/system.ts';
import { apiRules, nav, page, type RuleSeed } from '../../db/rule-builders.ts';

/** The System module's part of the rule tree (its menu entry, screens and endpoints). */
export const systemRules: RuleSeed = nav(systemRule.index, '系统', 'System', 'shield', [
  page(systemRule.adminUser, '管理员', 'Admin users', apiRules(adminUserRule, '管理员', 'Admin users')),
  page(systemRule.role, '角色', 'Roles', apiRules(roleRule, '角色', 'Roles')),
]);
