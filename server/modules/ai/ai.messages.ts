import { translator } from '../../core.messages.ts';

/** Messages of the AI assistant, spread into server/messages.ts. */
export const aiZh = {
  aiNotConfigured: 'AI 助手还没有设置服务商，请有权限的管理员在 AI 助手页面填写',
  aiTaskUnavailable: '“{task}”要等{module}模块上线后才能使用',
  aiUnreachable: '无法连接 AI 服务商：{detail}',
  aiRefused: 'AI 服务商拒绝了请求（HTTP {status}）：{detail}',
  aiRefusedBare: 'AI 服务商拒绝了请求（HTTP {status}）',
  aiBroken: 'AI 服务商的回答中断了：{detail}',
  aiKeyUnreadable: 'AI 服务商的密钥无法读取（APP_SECRET 已更换），请重新填写',
  'aiTask.sms-template': '起草短信模板',
  'aiTask.email-template': '起草邮件模板',
  'aiTask.article': '撰写文章草稿',
  'aiTask.followup-summary': '总结客户跟进',
  'aiTask.portrait': '解读客户画像',
  'aiModule.notify': '通知',
  'aiModule.content': '内容',
  'aiModule.customers': '客户',
};

export const aiEn: Record<keyof typeof aiZh, string> = {
  aiNotConfigured:
    'The AI assistant has no provider yet: an administrator with the right sets it up on the AI page',
  aiTaskUnavailable: '"{task}" is available when the {module} module is set up',
  aiUnreachable: 'Could not reach the AI provider: {detail}',
  aiRefused: 'The AI provider refused the request (HTTP {status}): {detail}',
  aiRefusedBare: 'The AI provider refused the request (HTTP {status})',
  aiBroken: 'The AI provider stopped answering: {detail}',
  aiKeyUnreadable: "The AI provider's key cannot be read (APP_SECRET changed): enter it again",
  'aiTask.sms-template': 'Draft an SMS template',
  'aiTask.email-template': 'Draft an e-mail template',
  'aiTask.article': 'Write an article draft',
  'aiTask.followup-summary': "Summarise a customer's follow-ups",
  'aiTask.portrait': 'Explain the customer portrait',
  'aiModule.notify': 'notifications',
  'aiModule.content': 'content',
  'aiModule.customers': 'customers',
};

/** ai's messages and the core ones, in a language: what ai's files say their words with. */
export const aiText = translator(aiZh, aiEn);
