import { startServer } from '../../server/index.ts';

// Starts the server on PGlite in the folder given, closes it, and lets the process end by itself:
// server/secrets.test.ts checks that nothing (PGlite, pg-boss's timers, the listener) holds it.
const dataDir = process.argv[2] ?? '';
const server = await startServer({
  env: {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    sessionIdleHours: 12,
    allowedOrigins: [],
    logRequests: false,
  },
  distDir: null,
});
console.log('started', server.url);
await server.close();
console.log('closed');
