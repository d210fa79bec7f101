// What other modules use of notify: a brand's SMS and e-mail settings (the apply screen's summary) and
// queueing text messages (agents' notices), and a log's total as a figure that links to it (the account
// dashboard, the home page). Other modules import notify through this file only
// (docs/decisions/modules.md).

export { emailConfigOf } from './email-config.ts';
export { logFigure } from './message-logs.ts';
export { smsConfigRefusal } from './sms.policy.ts';
export { smsConfigOf, smsSecretPurpose } from './sms-config.ts';
export { jobsIn, jobsOf, queueSmsBatch, type SmsDraft, templateDrafter } from './sms-send.ts';
