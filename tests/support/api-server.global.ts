import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client.ts';
import { startServer } from '../../server/index.ts';
import { LocalStorage } from '../../server/storage/local-storage.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the real API server (seeded demo data) started for the `client` project. */
    apiUrl: string;
  }
}

/**
 * Starts the real API server in-process on a random loopback port over a fresh in-memory PGlite with
 * the demo seed (admin/admin123, operator/operator123). Tests read the URL with `inject('apiUrl')`.
 */
export default async function setup(project: TestProject) {
  const server = await startServer({
    env: {
      port: 0,
      host: '127.0.0.1',
      dataDir: '',
      databaseUrl: undefined,
      sessionIdleHours: 12,
      allowedOrigins: [],
      logRequests: false,
    },
    database: await openDatabase({ memory: true }),
    seedDemo: true,
    distDir: null,
    // Uploads (and the demo content's images) in a folder of their own, not the working directory.
    storage: new LocalStorage(mkdtempSync(join(tmpdir(), 'bc-screen-uploads-'))),
  });
  project.provide('apiUrl', server.url);
  return () => server.close();
}
