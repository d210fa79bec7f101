import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API answers on paths ending in `.html` under these prefixes (SPEC §7); in dev they go to the
// API process started by `npm run dev`.
const apiPrefixes = ['/auth', '/brand', '/api', '/crm', '/agent', '/wxwork', '/upload', '/verifycode.html'];
const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // contract/ builds zod schemas at module level for the server; the console imports only paths and
    // types from those files, so treating `z.*` calls as pure keeps zod out of the console's bundle.
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
  server: {
    proxy: Object.fromEntries(apiPrefixes.map((p) => [p, { target: `http://127.0.0.1:${apiPort}` }])),
  },
});
