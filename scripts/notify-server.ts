import { readEnvOrExit } from '../server/env.ts';
import { startServer } from '../server/index.ts';

// The server as the kill test runs it (scripts/kill-test.ts): npm start's server without the console,
// maintenance every 2 s and e-mail attempts that count as dead after 15 s, so a killed process's
// messages come back within seconds rather than minutes. Prints `listening <url>` when it is ready.
const env = readEnvOrExit();
const server = await startServer({
  env,
  distDir: null,
  jobs: { maintenanceIntervalSeconds: 2, pollingIntervalSeconds: 0.5 },
  notify: { smtpTimeoutMs: 10_000 },
});
await server.database.executeSql(
  "update pgboss.queue set expire_seconds = 15 where name in ('email.send', 'crm.import')",
);
console.log(`listening ${server.url}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
