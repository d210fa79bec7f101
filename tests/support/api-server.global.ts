import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client.ts';
import { startServer } from '../../server/index.ts';
import { createOwner } from '../../server/seed.ts';

type BrandOwner = { id: number; user: string; password: string };
/** The files that read a brand-wide 最近变更 card; each owns one quiet brand. */
type QuietBrandFile = 'system-index' | 'shell-small-items' | 'home-messages';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the real API server (seeded demo data) started for the `client` project. */
    apiUrl: string;
    /**
     * A brand of its own with only its owner (no settings, no demo data): for what a screen shows
     * before anything is set up. Tests read it and never configure it.
     */
    bareBrand: BrandOwner;
    /**
     * A brand with only its owner for each file that reads the brand's latest changes: the other
     * files write into Demo Brand at the same time, and ten of their changes push a file's own out
     * of the card it reads.
     */
    quietBrands: Record<QuietBrandFile, BrandOwner>;
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
  const quietBrand = async (file: QuietBrandFile): Promise<BrandOwner> => {
    const owner = { user: `${file}-owner`, password: `${file}-owner-1` };
    const made = await createOwner(server.database.db, {
      userName: owner.user,
      password: owner.password,
      brandTitle: `Quiet ${file}`,
    });
    return { id: made.brandId, ...owner };
  };
  project.provide('quietBrands', {
    'system-index': await quietBrand('system-index'),
    'shell-small-items': await quietBrand('shell-small-items'),
    'home-messages': await quietBrand('home-messages'),
  });
  return async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
