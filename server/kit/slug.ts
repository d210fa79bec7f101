import { pinyin } from 'pinyin-pro';
import { slugMax } from '../../contract/platform.ts';
import { fieldRefusal } from '../envelope.ts';

/**
 * A slug made from a title, for a category or page the user did not name one for: Chinese characters
 * by their pinyin (公司动态 → `gong-si-dong-tai`), Latin letters lower case, everything else a dash.
 * Empty when nothing usable is left (a title of symbols): the caller then picks its own.
 */
export function slugFrom(title: string): string {
  const words = pinyin(title, { type: 'array', toneType: 'none', nonZh: 'consecutive', v: true });
  return words
    .join('-')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, slugMax)
    .replace(/-+$/, '');
}

/**
 * The first of `base`, `base-2`, `base-3`… that `taken` says is free: a made-up slug never refuses a
 * save, it moves aside. A slug the user typed is checked as typed instead (a clash is their field's
 * refusal).
 */
export async function freeSlug(base: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `-${n}`;
    const slug = `${base.slice(0, slugMax - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!(await taken(slug))) return slug;
  }
}

/**
 * The slug a save stores: the one typed, refused at the `slug` field when another row has it
 * (`taken`), or one made from the title, moved aside from those taken. `fallback` names a title that
 * gives no slug (`page` → `page`, `page-2`).
 */
export async function resolveSlug(options: {
  typed: string | undefined;
  title: string;
  fallback: string;
  taken: (slug: string) => Promise<boolean>;
}): Promise<string> {
  const { typed, title, fallback, taken } = options;
  if (typed) {
    if (await taken(typed)) throw fieldRefusal('slug', 'slugTaken', { slug: typed });
    return typed;
  }
  return freeSlug(slugFrom(title) || fallback, taken);
}

/**
 * The slug an update stores: the current one when the slug is left out or sent unchanged (a new title
 * alone keeps the old slug, so links to it still work), else as `resolveSlug` decides.
 */
export function updatedSlug(current: string, options: Parameters<typeof resolveSlug>[0]): Promise<string> {
  return options.typed === undefined || options.typed === current
    ? Promise.resolve(current)
    : resolveSlug(options);
}
