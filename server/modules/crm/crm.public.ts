// What other modules use of crm: which customers a member sees, the recipients of a customer group, the
// portrait of a set of customers, and a customer list's total as a figure that links to it. Other
// modules import crm through this file only
// (docs/decisions/modules.md).

export { type CustomerLinkFilters, customerFigure } from './customer-list.ts';
export { portraitOf } from './customer-portrait.ts';
export { customerParams, groupLeftOut, groupRecipients } from './customer-recipients.ts';
export { type CustomerViewer, cstToday, customerViewer, visibleWhere } from './customer-scope.ts';
