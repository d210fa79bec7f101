import type { Db } from '../../db/client.ts';
import { smsTemplates } from './notify.tables.ts';

/** An SMS template as a demo seed writes it: not yet sent to a provider (no code), shown. */
export interface DemoSmsTemplate {
  title: string;
  kind: string;
  content: string;
}

/**
 * Writes demo SMS templates for a brand (another module's demo that sends with them: the agents'
 * decision notices). Demo data is no member's change: it records none, as the rest of the seed.
 */
export async function seedSmsTemplates(db: Db, brandId: number, templates: DemoSmsTemplate[]): Promise<void> {
  if (templates.length === 0) return;
  await db.insert(smsTemplates).values(templates.map((t) => ({ brandId, ...t })));
}
