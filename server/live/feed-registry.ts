import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ChangeFeed } from './change-feed.ts';

const isFeed = (value: unknown): value is ChangeFeed =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray(Reflect.get(value, 'entities')) &&
  typeof Reflect.get(value, 'view') === 'function';

/**
 * Every module's part of the live feed: the `ChangeFeed`s exported by the `<module>/*-feed.ts` files
 * under `modules` (server/modules/), so a module adds its feed by adding the file, and no shared file
 * lists them. Read once, when the first stream opens.
 */
export async function collectFeeds(modules: URL): Promise<ChangeFeed[]> {
  const root = fileURLToPath(modules);
  const files = readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(`${root}/${d.name}`)
        .filter((f) => /-feed\.ts$/.test(f))
        .map((f) => `${root}/${d.name}/${f}`),
    )
    .sort();
  const feeds: ChangeFeed[] = [];
  for (const file of files) {
    const exported: Record<string, unknown> = await import(pathToFileURL(file).href);
    feeds.push(...Object.values(exported).filter(isFeed));
  }
  return feeds;
}
