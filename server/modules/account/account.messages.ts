/**
 * Messages of the account dashboard, the home page and in-app messages, spread into
 * server/messages.ts. `inbox.*` are the titles and bodies of in-app messages, said in the reader's
 * language when read (`{count}` is the message's own count).
 */
export const accountZh = {
  'inbox.smsFailed': '短信批次 #{batchId} 有 {count} 条发送失败',
  'inbox.emailFailed': '邮件批次 #{batchId} 有 {count} 封发送失败',
  'inbox.smsSent': '短信批次 #{batchId} 已发送：{sent} 条全部成功',
  'inbox.emailSent': '邮件批次 #{batchId} 已发送：{sent} 封全部成功',
  'inbox.failedReason': '原因：{reason}',
  'inbox.crmImportDone': '客户导入完成：成功 {imported} 条，失败 {failed} 条',
  'inbox.crmImportFailed': '客户导入失败：{file}',
  'inbox.welcome': '欢迎使用品牌控制台',
  'inbox.welcomeBody': '系统会在这里告诉你发送失败、导入完成等需要你处理的事情',
  inboxNotFound: '消息不存在（id {ids}）',
  inboxRead: '已标记 {n} 条为已读',
  sessionsRevoked: '已退出其他 {n} 个会话',
  'field.lastUser': '最后一条消息应由你发出',
  'field.tooLong': '内容过长',
};

export const accountEn: Record<keyof typeof accountZh, string> = {
  'inbox.smsFailed': '{count} SMS of batch #{batchId} failed',
  'inbox.emailFailed': '{count} e-mail(s) of batch #{batchId} failed',
  'inbox.smsSent': 'SMS batch #{batchId} sent: all {sent} delivered',
  'inbox.emailSent': 'E-mail batch #{batchId} sent: all {sent} delivered',
  'inbox.failedReason': 'Reason: {reason}',
  'inbox.crmImportDone': 'Customer import done: {imported} imported, {failed} failed',
  'inbox.crmImportFailed': 'Customer import failed: {file}',
  'inbox.welcome': 'Welcome to Brand Console',
  'inbox.welcomeBody':
    'This is where the console tells you what needs you: failed sends, finished imports and more',
  inboxNotFound: 'Message not found (id {ids})',
  inboxRead: '{n} marked as read',
  sessionsRevoked: 'Signed out of {n} other sessions',
  'field.lastUser': 'the last message must be yours',
  'field.tooLong': 'too long',
};
