/**
 * Sections of the rule tree: a rule with rules under it that is not a screen of its own, i.e. a module
 * (its menu entry and index), a group of screens, a folder of endpoints. A section is there for what it
 * holds: granted with nothing granted under it, it would be a menu entry that leads to an empty page.
 * The privileges tree (src/lib/tree-selection.ts) and the server's grants (server/auth/role-menu.ts)
 * both hold rules by this one function, so what a screen shows ticked is what a member gets.
 */

/** Whether a rule is a section, from the flags the `rules` table keeps. */
export function isSectionRule(rule: {
  parentId: number;
  isMenu: boolean;
  isRoute: boolean;
  hasChildren: boolean;
}): boolean {
  const isPage = rule.isMenu && rule.isRoute && rule.parentId !== 0;
  return rule.hasChildren && !isPage;
}

/**
 * The granted rules that hold: every granted rule that is not a section, and every granted section
 * with a granted rule that is not a section under it, reached through granted sections only (a screen
 * whose group is not granted does not keep the module). Applied bottom-up in one pass: a section that
 * holds only empty sections is empty too.
 */
export function withoutEmptySections<K>(
  parentOf: (id: K) => K | null | undefined,
  isSection: (id: K) => boolean,
  granted: Iterable<K>,
): Set<K> {
  const all = new Set(granted);
  const filled = new Set<K>();
  for (const id of all) {
    if (isSection(id)) continue;
    for (let p = parentOf(id) ?? null; p !== null && all.has(p) && !filled.has(p); p = parentOf(p) ?? null)
      filled.add(p);
  }
  return new Set([...all].filter((id) => !isSection(id) || filled.has(id)));
}
