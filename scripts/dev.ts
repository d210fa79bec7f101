import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { readEnvOrExit } from '../server/env.ts';
import { startServer } from '../server/index.ts';

// `npm run dev`: Vite with hot reload on PORT, proxying API paths (vite.config.ts) to the API server on
// API_PORT. The API half runs as a child under `tsx watch`, so an edit in server/ or contract/ restarts it
// while the console keeps its state.
const apiPort = Number(process.env.API_PORT ?? 3001);

if (process.argv.includes('--api')) {
  const env = readEnvOrExit({ ...process.env, PORT: String(apiPort) });
  const server = await startServer({ env, distDir: null });
  console.log(`API server (watch mode) at ${server.url}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} else {
  const env = readEnvOrExit();
  const self = fileURLToPath(import.meta.url);
  const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
  const api = spawn(tsx, ['watch', '--clear-screen=false', self, '--api'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: String(apiPort) },
  });
  const vite = await createServer({ server: { port: env.port, host: env.host, strictPort: true } });
  await vite.listen();
  vite.printUrls();
  const stop = () => {
    api.kill('SIGTERM');
    void vite.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  api.on('exit', (code, signal) => {
    if (signal !== 'SIGTERM') console.error(`API server exited (${signal ?? code})`);
  });
}
