import { adminUserPaths } from '../../../contract/admin-user.ts';
import { adminUserFields } from '../../../contract/admin-user-fields.ts';
import { walkDeclaredFields } from '../../../tests/support/declared-fields.ts';

/** Demo seed: the Operator role of brand 1. */
const operatorRole = 3;

// Every declared member field (contract/admin-user-fields.ts) through add, detail, the list's rows,
// update, an update of the real name, clear and a too-long value.
walkDeclaredFields({
  name: 'member',
  fields: adminUserFields,
  paths: adminUserPaths,
  required: (n) => ({
    userName: `fields_${n}`,
    password: 'password-1',
    confirmPassword: 'password-1',
    roleId: operatorRole,
  }),
  listBody: (n) => ({ keyword: `fields_${n}` }),
  other: { realName: '字段乙' },
});
