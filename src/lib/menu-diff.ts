import type { MenuEntry, RoleMenu } from '../../contract/menu.ts';

/** What a newly read menu changed against the one on screen, by title, for the "menu updated" toast. */
export interface MenuDiff {
  added: string[];
  removed: string[];
  /** The rules changed (menuUrl) even where no title did: an action granted or taken away. */
  rulesChanged: boolean;
}

function titles(menu: RoleMenu | null): Map<string, string> {
  const out = new Map<string, string>();
  for (const nav of menu?.nav ?? []) out.set(`nav:${nav.id}`, nav.title);
  const walk = (entries: MenuEntry[]) => {
    for (const e of entries) {
      out.set(`entry:${e.id}`, e.title);
      walk(e.childList);
    }
  };
  walk(menu?.menuList ?? []);
  return out;
}

export function menuDiff(before: RoleMenu | null, after: RoleMenu): MenuDiff {
  const was = titles(before);
  const now = titles(after);
  const added = [...now].filter(([k]) => !was.has(k)).map(([, title]) => title);
  const removed = [...was].filter(([k]) => !now.has(k)).map(([, title]) => title);
  const urls = new Set(before?.menuUrl ?? []);
  const rulesChanged = urls.size !== after.menuUrl.length || after.menuUrl.some((u) => !urls.has(u));
  return { added, removed, rulesChanged };
}

export function menuChanged(diff: MenuDiff): boolean {
  return diff.added.length > 0 || diff.removed.length > 0 || diff.rulesChanged;
}
