import type { AdminUserFieldKey } from '../../../contract/admin-user-fields.ts';
import { registerMessages } from '../../i18n/catalog.ts';

type Words<K extends string> = { 'zh-CN': Record<K, string>; en: Record<K, string> };

/**
 * The labels of a member's declared fields (contract/admin-user-fields.ts) in the add and edit forms,
 * in each language. A new field's words are added here only (a missing one fails the typecheck). The
 * rest of the member screens' words are the kit's (src/i18n/system.ts), which cannot name a module's
 * declaration; these load with the member forms.
 */
export const adminUserFieldLabels = {
  'zh-CN': {
    'adminUser.email': '邮箱',
  },
  en: {
    'adminUser.email': 'E-mail',
  },
} satisfies Words<`adminUser.${AdminUserFieldKey}`>;

registerMessages(adminUserFieldLabels);
