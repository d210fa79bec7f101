import { startServer } from '../server/index.ts';
import { benchSecret } from './bench-api.ts';

// A server of its own for the upload and import benches (scripts/bench-config.ts,
// scripts/bench-crm-import.ts), so the memory they sample is the server's alone, not the client's that
// streams the body. On PGlite in DATA_DIR, or on the PostgreSQL database BENCH_DATABASE_URL names (the
// bench made it empty for this server). Prints its URL, runs until killed.
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const server = await startServer({
  env: {
    port: 0,
    host: '127.0.0.1',
    dataDir: process.env.DATA_DIR ?? '',
    databaseUrl,
    appSecret: databaseUrl ? benchSecret : undefined,
    sessionIdleHours: 12,
    allowedOrigins: [],
    logRequests: false,
  },
  seedDemo: true,
  distDir: null,
});
console.log(server.url);
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
