import { adminUserRule } from '../../../contract/admin-user.ts';
import { roleRule } from '../../../contract/role.ts';
import { listFeed } from '../../live/change-feed.ts';
import { type Catalogue, defineModule } from '../../module-manifest.ts';
import { adminUserRoutes } from './admin-user.routes.ts';
import { auditRoutes } from './audit.routes.ts';
import { changeUndoRoutes } from './change-undo.routes.ts';
import { roleRoutes } from './role.routes.ts';
import { systemEn, systemZh } from './system.messages.ts';
import { systemRules } from './system.rules.ts';
import { systemUndo } from './system-undo.ts';
import { undoEn, undoZh } from './undo.messages.ts';

/** The module's catalogues, both languages: the manifest's `messages`, and their keys' type. */
const catalogues = [
  { zh: systemZh, en: systemEn },
  { zh: undoZh, en: undoEn },
] as const satisfies readonly Catalogue[];

declare module '../../messages.ts' {
  interface ModuleCatalogues {
    system: (typeof catalogues)[number]['zh'];
  }
}

/** Open role and member lists follow changes by others. */
const systemListFeed = listFeed({
  role: [roleRule.list],
  admin_user: [adminUserRule.list],
});

/** Roles, admin users, the audit log and taking changes back. */
export const manifest = defineModule({
  name: 'system',
  routes: [
    { path: '/brand/role', apps: [roleRoutes] },
    { path: '/brand/adminuser', apps: [adminUserRoutes] },
    { path: '/brand/audit', apps: [auditRoutes] },
    { path: '/brand/change', apps: [changeUndoRoutes] },
  ],
  rules: { menu: 30, tree: systemRules },
  messages: catalogues,
  feeds: [systemListFeed],
  undo: systemUndo,
});
