import type { AgentFieldKey } from '../../../contract/agent-fields.ts';

type Words<K extends string> = { 'zh-CN': Record<K, string>; en: Record<K, string> };

/**
 * The labels of the agent's declared fields (contract/agent-fields.ts) in the form and the
 * application's view, in each language. A new field's words are added here only (a missing one fails
 * the typecheck); agent.strings.ts spreads them.
 */
export const agentFieldLabels = {
  'zh-CN': {
    'agent.company': '公司',
    'agent.remark': '备注',
  },
  en: {
    'agent.company': 'Company',
    'agent.remark': 'Remark',
  },
} satisfies Words<`agent.${AgentFieldKey}`>;
