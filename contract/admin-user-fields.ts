import type { FormFieldSpec } from './entity-fields.ts';
import { emailRule } from './field-rules.ts';

/**
 * A member's plain fields (a text with nothing behind it, on the account's profile), each declared
 * once: the add/update bodies, the answer (list rows and detail alike), the service's columns, add
 * values, profile changes and delete record, and the add and edit forms iterate this list, so a new
 * field is one entry here, its column (`admin_users`, server/db/core.tables.ts) and its words
 * (src/modules/system/admin-user-field.strings.ts: its label is `adminUser.<key>`). Fields with more
 * behind them stay written out where they are used: the user name (unique across brands, signs in,
 * sorted), the password, the real name (searched and sorted by its pinyin), the mobile (searched),
 * the role and the status. Plain objects, no zod: the console imports this.
 */

/**
 * How the forms take the value (one line, or an e-mail), and where the field sits among the
 * written-out ones: `profile` after the mobile (bodies, answer, forms).
 */
export type AdminUserFieldSpec = FormFieldSpec<'text' | 'email', 'profile'>;

export const adminUserFields = [
  { key: 'email', rule: emailRule, control: 'email', place: 'profile' },
] as const satisfies readonly AdminUserFieldSpec[];

export type AdminUserField = (typeof adminUserFields)[number];
export type AdminUserFieldKey = AdminUserField['key'];
