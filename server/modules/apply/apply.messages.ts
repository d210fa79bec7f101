import { translator } from '../../core.messages.ts';

/** Messages of the Enterprise WeChat accounts a brand applies with, spread into server/messages.ts. */
export const applyZh = {
  wxworkAccountNotFound: '企业微信账号不存在（id {id}）',
  wxworkAppTaken: '企业 {corpId} 的应用 {agentId} 已添加为“{title}”',
  wxworkCallbackPair: 'Token 和 EncodingAESKey 需要同时填写（接收消息时两者都要用），或都留空',
};

export const applyEn: Record<keyof typeof applyZh, string> = {
  wxworkAccountNotFound: 'Enterprise WeChat account not found (id {id})',
  wxworkAppTaken: 'Application {agentId} of corp {corpId} is already added as "{title}"',
  wxworkCallbackPair:
    'Enter both Token and EncodingAESKey (receiving messages needs both), or leave both empty',
};

/** apply's messages and the core ones, in a language: what apply's files say their words with. */
export const applyText = translator(applyZh, applyEn);
