import type { ModuleDeps, ModuleOptions } from '../context.ts';
import type { ServerModule } from '../module-manifest.ts';
import { accountModule } from './account/account.module.ts';
import { agentModule } from './agent/agent.module.ts';
import { aiModule } from './ai/ai.module.ts';
import { applyModule } from './apply/apply.module.ts';
import { configModule } from './config/config.module.ts';
import { crmModule } from './crm/crm.module.ts';
import { inboxModule } from './inbox/inbox.module.ts';
import { manageModule } from './manage/manage.module.ts';
import { notifyDeps, notifyModule } from './notify/notify.module.ts';
import { platformDeps, platformModule } from './platform/platform.module.ts';
import { sessionModule } from './session/session.module.ts';
import { systemModule } from './system/system.module.ts';
import { uploadModule } from './upload/upload.module.ts';

/**
 * Every server module's manifest (`<m>/<m>.module.ts`): the one list of modules, which the root files
 * iterate (docs/decisions/modules.md). The order is the routes' mount order (manage before account and
 * inbox, whose address shares its middleware), and the order of the demo seed (notify's SMS templates
 * before the agents' own); the menu has its own order (`rules.menu`).
 */
export const serverModules: readonly ServerModule[] = [
  sessionModule,
  manageModule,
  accountModule,
  inboxModule,
  systemModule,
  configModule,
  uploadModule,
  notifyModule,
  agentModule,
  applyModule,
  aiModule,
  crmModule,
  platformModule,
];

/** The modules' parts of the app's deps (server/context.ts `ModuleDeps`), each made by its module. */
export function moduleDeps(options: ModuleOptions): ModuleDeps {
  return { ...notifyDeps(options), ...platformDeps(options) };
}
