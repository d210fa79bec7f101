import { pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns.ts';
import { brandKeyColumn } from '../../db/core.tables.ts';

/** A brand's AI provider (an OpenAI-compatible chat-completions endpoint); `api_key` sealed. */
export const aiConfigs = pgTable('ai_configs', {
  brandId: brandKeyColumn(),
  baseUrl: text('base_url').notNull().default(''),
  model: text('model').notNull().default(''),
  apiKey: text('api_key'),
  updatedAt: updatedAt(),
});
