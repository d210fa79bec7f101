import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openDatabase } from './db/client.ts';
import { readEnvOrExit } from './env.ts';
import { createOwner, syncRules } from './seed.ts';

// `npm run create-admin -- --user U --password P --brand "Title"`: the first owner on any database
// (PostgreSQL gets no demo data). Re-running it for an existing user resets the password.
const args = z
  .strictObject({
    user: z.string().trim().min(1).max(64),
    password: z.string().min(8).max(64),
    brand: z.string().trim().min(1).max(100),
  })
  .safeParse(
    parseArgs({
      options: { user: { type: 'string' }, password: { type: 'string' }, brand: { type: 'string' } },
      strict: true,
    }).values,
  );
if (!args.success) {
  for (const i of args.error.issues) console.error(`--${i.path.join('.')}: ${i.message}`);
  console.error(
    'usage: npm run create-admin -- --user U --password P --brand "Title"  (password: 8-64 characters)',
  );
  process.exit(1);
}

const env = readEnvOrExit(process.env, { needAppSecret: false });
const database = await openDatabase(
  env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir },
);
try {
  await database.migrate(() => syncRules(database.db));
  const r = await createOwner(database.db, {
    userName: args.data.user,
    password: args.data.password,
    brandTitle: args.data.brand,
  });
  console.log(
    `${r.createdUser ? 'Created' : 'Updated'} user "${args.data.user}" (id ${r.userId}) as owner of ` +
      `${r.createdBrand ? 'new' : 'existing'} brand "${args.data.brand}" (id ${r.brandId}).`,
  );
} finally {
  await database.close();
}
