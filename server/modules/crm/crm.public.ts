// What other modules use of crm: which customers a member sees, the recipients of a customer group and
// the portrait of a set of customers. Other modules import crm through this file only
// (docs/decisions/modules.md).
export { portraitOf } from './customer-portrait.ts';
export { customerParams, groupLeftOut, groupRecipients } from './customer-recipients.ts';
export { type CustomerViewer, cstToday, customerViewer, visibleWhere } from './customer-scope.ts';
