// What other modules use of crm: the customer lists (AI drafts pick a customer) and the customer groups
// (a send goes to a group). Other modules import crm through this file only (docs/decisions/modules.md).
export { listCustomers, listPool } from './customer.ts';
export { listCustomerGroups } from './customer-insight.ts';
