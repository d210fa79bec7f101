// Builds the console once before the browser suite's shards each start `npm start` on the same folder.
import { buildIfStale } from '../server/console-build.ts';

await buildIfStale();
