/**
 * Article categories as a tree (pure: no SQL). A brand has tens of categories, not thousands, so the
 * routes and the site read them whole and work the tree out here.
 */

export interface NodeRow {
  id: number;
  parentId: number;
  ordernum: number;
  display: boolean;
}

export interface TreeIndex<T extends NodeRow> {
  /** Every node, parents before their children, siblings by ordernum then id. */
  ordered: T[];
  byId: Map<number, T>;
  children: Map<number, T[]>;
  /** 1 for a top-level node. */
  level: (id: number) => number;
  /** The node and every node under it, in tree order. */
  subtree: (id: number) => number[];
  /** Levels below the node, itself counted (a leaf is 1). */
  height: (id: number) => number;
  /** Shown on the site: it and every node above it are displayed. */
  visible: (id: number) => boolean;
}

/**
 * Indexes a brand's nodes. A node whose parent is missing (written by a tool) is treated as top level,
 * and a cycle (likewise) is broken where it is found, so a bad row cannot hang a request.
 */
export function indexTree<T extends NodeRow>(rows: readonly T[]): TreeIndex<T> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const children = new Map<number, T[]>();
  const rootOf = (r: T) => (r.parentId !== 0 && byId.has(r.parentId) && r.parentId !== r.id ? r.parentId : 0);
  for (const r of rows) {
    const p = rootOf(r);
    const list = children.get(p) ?? [];
    list.push(r);
    children.set(p, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.ordernum - b.ordernum || a.id - b.id);
  const ordered: T[] = [];
  const levels = new Map<number, number>();
  const visibility = new Map<number, boolean>();
  const walk = (parent: number, level: number, shown: boolean) => {
    for (const r of children.get(parent) ?? []) {
      if (levels.has(r.id)) continue;
      levels.set(r.id, level);
      visibility.set(r.id, shown && r.display);
      ordered.push(r);
      walk(r.id, level + 1, shown && r.display);
    }
  };
  walk(0, 1, true);
  const subtree = (id: number): number[] => {
    if (!byId.has(id)) return [];
    const out = [id];
    for (let i = 0; i < out.length; i++)
      for (const c of children.get(out[i] ?? 0) ?? []) if (!out.includes(c.id)) out.push(c.id);
    return out;
  };
  const height = (id: number): number => {
    const seen = new Set<number>();
    const depth = (n: number): number => {
      if (seen.has(n)) return 0;
      seen.add(n);
      return 1 + Math.max(0, ...(children.get(n) ?? []).map((c) => depth(c.id)));
    };
    return depth(id);
  };
  return {
    ordered,
    byId,
    children,
    level: (id) => levels.get(id) ?? 0,
    subtree,
    height,
    visible: (id) => visibility.get(id) ?? false,
  };
}
