// Written by `npm run db:schema` (scripts/db-schema.mjs) from the tables files: do not edit.
// Every table, for tests and scripts; the server imports the tables files themselves.

export * from '../modules/account/account.tables.ts';
export * from '../modules/agent/agent.tables.ts';
export * from '../modules/ai/ai.tables.ts';
export * from '../modules/apply/apply.tables.ts';
export * from '../modules/crm/crm.tables.ts';
export * from '../modules/inbox/inbox.tables.ts';
export * from '../modules/notify/notify.tables.ts';
export * from '../modules/platform/platform.tables.ts';
export * from './core.tables.ts';
