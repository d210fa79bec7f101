import { aiRule, aiScreenRule } from '../../../contract/ai.ts';
import { splitRuleKey } from '../../../contract/rule-key.ts';
import { nav, type RuleSeed } from '../../db/rule-builders.ts';

/** The AI module's part of the rule tree (its menu entry, screens and endpoints). */
export const aiRules: RuleSeed = nav(aiScreenRule.index, 'AI 助手', 'AI', 'sparkles', [
  {
    kind: 'api',
    ...splitRuleKey(aiRule.config_detail),
    title: 'AI 服务商设置查看',
    titleEn: 'AI provider settings: view',
  },
  {
    kind: 'api',
    ...splitRuleKey(aiRule.config_update),
    title: 'AI 服务商设置修改',
    titleEn: 'AI provider settings: change',
  },
  { kind: 'api', ...splitRuleKey(aiRule.chat), title: 'AI 对话', titleEn: 'AI chat' },
]);
