import { accountModule } from './account/account.module.ts';
import { agentModule } from './agent/agent.module.ts';
import { aiModule } from './ai/ai.module.ts';
import { applyModule } from './apply/apply.module.ts';
import { configModule } from './config/config.module.ts';
import { crmModule } from './crm/crm.module.ts';
import { devModule } from './dev/dev.module.ts';
import { homeModule } from './home/home.module.ts';
import { loginModule } from './login/login.module.ts';
import { manageModule } from './manage/manage.module.ts';
import { notifyModule } from './notify/notify.module.ts';
import { platformModule } from './platform/platform.module.ts';
import { systemModule } from './system/system.module.ts';

/**
 * Every module of the console, the one place that lists them (docs/decisions/modules.md): the route
 * table, the icon navigation, the message keys and the dev tools read their parts from here, so
 * adding a module adds its manifest here and touches no root file. The manifests load with the
 * entry chunk; their screens do not (`lazyScreen`).
 */
export const clientModules = [
  homeModule,
  loginModule,
  accountModule,
  manageModule,
  systemModule,
  configModule,
  notifyModule,
  agentModule,
  applyModule,
  aiModule,
  crmModule,
  platformModule,
  devModule,
] as const;
