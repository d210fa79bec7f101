import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client.ts';
import { startServer } from '../../server/index.ts';
import { createOwner } from '../../server/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the real API server (seeded demo data) started for the `client` project. */
    apiUrl: string;
    /**
     * A brand of its own with only its owner (no settings, no demo data): for what a screen shows
     * before anything is set up. Tests read it and never configure it.
     */
    bareBrand: { id: number; user: string; password: string };
  }
}

/**
 * Starts the real API server in-process on a random loopback port over a fresh in-memory PGlite with
 * the demo seed (admin/admin123, operator/operator123). Tests read the URL with `inject('apiUrl')`.
 */
export default async function setup(project: TestProject) {
  // The demo seed keeps files (agents' licence images): they go to a folder of this run, never into
  // the working tree (an empty DATA_DIR means the current directory).
  const dataDir = mkdtempSync(join(tmpdir(), 'bc-screens-'));
  const server = await startServer({
    env: {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: undefined,
      sessionIdleHours: 12,
      allowedOrigins: [],
      logRequests: false,
      // The screen tests' provider doubles (AI, SMTP) listen on loopback: allowed as an operator would.
      outboundAllow: ['127.0.0.1'],
    },
    database: await openDatabase({ memory: true }),
    seedDemo: true,
    distDir: null,
  });
  project.provide('apiUrl', server.url);
  const bare = { user: 'bare-owner', password: 'bare-owner-1' };
  const { brandId } = await createOwner(server.database.db, {
    userName: bare.user,
    password: bare.password,
    brandTitle: 'Bare Brand',
  });
  project.provide('bareBrand', { id: brandId, ...bare });
  return async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
