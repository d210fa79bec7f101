import { defineConfig } from 'drizzle-kit';

// One schema and one SQL dialect for PGlite and PostgreSQL; migrations are applied at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
