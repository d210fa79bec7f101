import { translator } from '../../core.messages.ts';

/**
 * Messages of in-app messages, spread into server/messages.ts. `inbox.*` are the titles and bodies
 * of the console's own messages, said in the reader's language when read; a module that writes one
 * keeps its words in its own catalogue.
 */
export const inboxZh = {
  'inbox.welcome': '欢迎使用品牌控制台',
  'inbox.welcomeBody': '系统会在这里告诉你发送失败、导入完成等需要你处理的事情',
  inboxNotFound: '消息不存在（id {ids}）',
  inboxRead: '已标记 {n} 条为已读',
};

export const inboxEn: Record<keyof typeof inboxZh, string> = {
  'inbox.welcome': 'Welcome to Brand Console',
  'inbox.welcomeBody':
    'This is where the console tells you what needs you: failed sends, finished imports and more',
  inboxNotFound: 'Message not found (id {ids})',
  inboxRead: '{n} marked as read',
};

/** inbox's messages and the core ones, in a language: what inbox's files say their words with. */
export const inboxText = translator(inboxZh, inboxEn);
