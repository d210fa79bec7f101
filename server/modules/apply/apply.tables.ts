import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { brandRowColumns } from '../../db/core.tables.ts';

// Applications: enterprise WeChat (WeCom) accounts.

/** A WeCom application of the brand; `secret` sealed (server/secrets.ts), never answered. */
export const wxworkAccounts = pgTable(
  'wxwork_accounts',
  {
    ...brandRowColumns(),
    title: text('title').notNull(),
    corpId: text('corp_id').notNull(),
    agentId: integer('agent_id').notNull(),
    secret: text('secret'),
    token: text('token').notNull().default(''),
    encodingAesKey: text('encoding_aes_key').notNull().default(''),
    status: integer('status').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    index('wxwork_accounts_brand_idx').on(t.brandId, t.id),
    // One application (corp + AgentId) is connected once per brand.
    uniqueIndex('wxwork_accounts_brand_app_uq').on(t.brandId, t.corpId, t.agentId),
  ],
);
