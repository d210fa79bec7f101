import { agentGroupRule, agentUserRule } from '../../../contract/agent.ts';
import { loadBrand, requireSession } from '../../auth/session.middleware.ts';
import { listFeed } from '../../live/change-feed.ts';
import { type Catalogue, defineModule } from '../../module-manifest.ts';
import { agentEn, agentZh } from './agent.messages.ts';
import { agentSortedNames } from './agent.public.ts';
import { agentRules } from './agent.rules.ts';
import { agentGroupRoutes } from './agent-group.routes.ts';
import { agentSummaryRoutes } from './agent-summary.routes.ts';
import { agentUndo } from './agent-undo.ts';
import { agentUserRoutes } from './agent-user.routes.ts';
import { agentVerifyRoutes } from './agent-verify.routes.ts';
import { seedAgentDemo } from './seed-agents.ts';

/** The module's catalogues, both languages: the manifest's `messages`, and their keys' type. */
const catalogues = [{ zh: agentZh, en: agentEn }] as const satisfies readonly Catalogue[];

declare module '../../messages.ts' {
  interface ModuleCatalogues {
    agent: (typeof catalogues)[number]['zh'];
  }
}

/** Open agent and agent group lists follow changes by others. */
const agentListFeed = listFeed({
  agent: [agentUserRule.list],
  agent_group: [agentGroupRule.list],
});

/** Agents, their groups and verification. */
export const manifest = defineModule({
  name: 'agent',
  // Its demo adds SMS templates after notify's demo ones, which keep the first ids.
  after: ['notify'],
  routes: [
    // The agents and their verification share the prefix: the session and brand are read once here for
    // both (a sub-app's own `use` would run again for its sibling's calls).
    { path: '/agent/user', use: [requireSession, loadBrand], apps: [agentUserRoutes, agentVerifyRoutes] },
    { path: '/agent/group', apps: [agentGroupRoutes] },
    // After the two above: its own session middleware, on `/agent/*`, is not theirs.
    { path: '/agent', apps: [agentSummaryRoutes] },
  ],
  rules: { menu: 50, tree: agentRules },
  messages: catalogues,
  feeds: [agentListFeed],
  undo: agentUndo,
  sortedNames: agentSortedNames,
  demo: (db, owner, options) => seedAgentDemo(db, owner.brandId, owner.userId, options),
});
