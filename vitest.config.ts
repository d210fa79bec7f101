import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // A server test sits beside what it tests (server/modules/<m>/, server/kit/, …); the tree tests
          // stay in tests/lint, whose fixtures/ (a planted tree) hold files that only look like tests.
          include: ['server/**/*.test.ts', 'tests/lint/*.test.ts'],
          // One module graph for all the files of a worker: every file builds its own app on its own
          // database copy and the server keeps no state in modules (caches hang off the app), so a fresh
          // module graph per file only paid the imports again (the whole project: 531 s instead of
          // ~1,000 s on two cores; docs/decisions/testing.md).
          isolate: false,
          // Guards against a hung test, not speed checks: on a two-core machine saturated by other
          // work (`npm run test:stress` beside other runs) an import of 1,500 rows took over 20 s.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          // One module graph per shard, as the server's: React, React Aria, xstate and jsdom load once,
          // not once per file (a third of the client CPU). The console's own modules are evaluated
          // again for each file and the page is reset, as a page load would (tests/support/dom.setup.ts).
          isolate: false,
          // Beside what they test: screens in src/modules/<m>/, a machine's model test beside the machine,
          // unit tests beside their file (src/, and the contract's and scripts' helpers the console shares).
          include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,tsx}'],
          globalSetup: [
            'tests/support/pglite-template.global.ts',
            'tests/support/api-server.global.ts',
            'tests/support/machine-coverage.global.ts',
          ],
          setupFiles: ['tests/support/dom.setup.ts', 'tests/support/machine-coverage.setup.ts'],
          // A guard against a hung test, not a speed check, and one for every client test (none names
          // its own): a screen test drives a real server and types as a user does, which on a two-core
          // machine saturated by other work (`npm run test:stress`) takes minutes, not seconds.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
