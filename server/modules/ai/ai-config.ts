import { eq } from 'drizzle-orm';
import type { Queryable } from '../../kit/db.ts';
import { aiConfigs } from './ai.tables.ts';

/** The brand's AI provider (none until it saves one). */
export async function aiConfigOf(db: Queryable, brandId: number) {
  const [row] = await db.select().from(aiConfigs).where(eq(aiConfigs.brandId, brandId));
  return row ?? null;
}

/** Set up: a provider address and a model saved, as the AI settings' own `configured` says. */
export const aiConfigured = (row: Awaited<ReturnType<typeof aiConfigOf>>) =>
  Boolean(row?.baseUrl && row.model);
