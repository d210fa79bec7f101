/** Messages of the account dashboard, its sessions and the assistant's chat, spread into server/messages.ts. */
export const accountZh = {
  sessionsRevoked: '已退出其他 {n} 个会话',
  'field.lastUser': '最后一条消息应由你发出',
  'field.tooLong': '内容过长',
};

export const accountEn: Record<keyof typeof accountZh, string> = {
  sessionsRevoked: 'Other sessions signed out: {n}',
  'field.lastUser': 'the last message must be yours',
  'field.tooLong': 'too long',
};
