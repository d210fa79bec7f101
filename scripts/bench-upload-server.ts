import { startServer } from '../server/index.ts';

// A server of its own for the upload bench (scripts/bench-config.ts), so the memory it samples is the
// server's alone, not the client's that streams the body. Prints its URL, runs until killed.
const server = await startServer({
  env: {
    port: 0,
    host: '127.0.0.1',
    dataDir: process.env.DATA_DIR ?? '',
    databaseUrl: undefined,
    sessionIdleHours: 12,
    allowedOrigins: [],
    logRequests: false,
  },
  distDir: null,
});
console.log(server.url);
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
