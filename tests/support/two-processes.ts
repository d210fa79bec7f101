import { type App, createApp } from '../../server/app.ts';
import { LiveHub } from '../../server/live/live-events.ts';
import { createTestApi, type TestApi } from './test-api.ts';

/**
 * Two API processes on one database, each with its own listening connection (on PostgreSQL: LISTEN on
 * a connection of its own; on PGlite: the embedded database's notifications). Calls go to `api`
 * (the first), streams may be held by `other` (the second): what reaches them travelled through the
 * database, as it does between processes.
 */
export interface TwoProcesses {
  api: TestApi;
  other: App;
  close(): Promise<void>;
}

export async function startTwoProcesses(): Promise<TwoProcesses> {
  const first = new LiveHub();
  const api = await createTestApi({ live: first });
  await first.start(api.database);
  const second = new LiveHub();
  await second.start(api.database);
  const other = createApp({ db: api.database.db, logError: () => {}, live: second });
  return {
    api,
    other,
    close: async () => {
      await first.close();
      await second.close();
      await api.close();
    },
  };
}
