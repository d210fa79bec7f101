import { agentGroupRule, agentUserRule } from '../../../contract/agent.ts';
import { listFeed } from '../../live/change-feed.ts';

/** Open agent and agent group lists follow changes by others. */
export const agentListFeed = listFeed({
  agent: [agentUserRule.list],
  agent_group: [agentGroupRule.list],
});
