/**
 * The whole schema, as Drizzle and drizzle-kit read it: the core tables here in server/db/, each
 * module's own in server/modules/<module>/<module>.tables.ts.
 */

export * from '../modules/account/account.tables.ts';
export * from '../modules/agent/agent.tables.ts';
export * from '../modules/ai/ai.tables.ts';
export * from '../modules/apply/apply.tables.ts';
export * from '../modules/crm/crm.tables.ts';
export * from '../modules/inbox/inbox.tables.ts';
export * from '../modules/notify/notify.tables.ts';
export * from '../modules/platform/platform.tables.ts';
export * from './core.tables.ts';
