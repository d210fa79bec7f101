import { defineConfig } from 'drizzle-kit';

// One schema and one SQL dialect for PGlite and PostgreSQL; migrations are applied at start.
// drizzle-kit reads the tables files themselves, the core ones and each module's, by pattern: a new
// module's `<m>.tables.ts` is in the next migration without a line in any shared file.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/core.tables.ts', './server/modules/*/*.tables.ts'],
  out: './server/db/migrations',
});
