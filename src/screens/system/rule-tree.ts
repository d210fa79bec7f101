import type { RuleNode } from '../../../contract/role.ts';

/**
 * The privilege tree's selection rules, kept apart from React so they are plain to test:
 * - ticking a rule ticks everything under it and every section above it, because the server shows a
 *   rule in the menu only when its whole ancestry is granted;
 * - unticking a rule unticks everything under it; the sections above stay (a role may keep a screen
 *   without some of its actions).
 */
export interface RuleIndex {
  byId: Map<number, RuleNode>;
  parentOf: Map<number, number>;
  /** Every rule id in tree order. */
  all: number[];
}

export function indexRules(tree: readonly RuleNode[]): RuleIndex {
  const byId = new Map<number, RuleNode>();
  const parentOf = new Map<number, number>();
  const all: number[] = [];
  const visit = (node: RuleNode, parent: number) => {
    byId.set(node.id, node);
    parentOf.set(node.id, parent);
    all.push(node.id);
    for (const c of node.childList) visit(c, node.id);
  };
  for (const n of tree) visit(n, 0);
  return { byId, parentOf, all };
}

/** The node and every rule under it. */
export function subtreeIds(node: RuleNode): number[] {
  return [node.id, ...node.childList.flatMap(subtreeIds)];
}

export function ancestorIds(index: RuleIndex, id: number): number[] {
  const out: number[] = [];
  for (let p = index.parentOf.get(id) ?? 0; p !== 0; p = index.parentOf.get(p) ?? 0) out.push(p);
  return out;
}

export type TickState = 'all' | 'some' | 'none';

export function tickState(node: RuleNode, granted: ReadonlySet<number>): TickState {
  const ids = subtreeIds(node);
  const n = ids.filter((id) => granted.has(id)).length;
  return n === 0 ? 'none' : n === ids.length ? 'all' : 'some';
}

/** What a press on the node's box does: a fully ticked branch is cleared, anything else is ticked whole. */
export function toggleRule(index: RuleIndex, granted: ReadonlySet<number>, id: number): Set<number> {
  const node = index.byId.get(id);
  const next = new Set(granted);
  if (!node) return next;
  if (tickState(node, granted) === 'all') {
    for (const d of subtreeIds(node)) next.delete(d);
  } else {
    for (const d of subtreeIds(node)) next.add(d);
    for (const a of ancestorIds(index, id)) next.add(a);
  }
  return next;
}

/** Only ids the tree knows (a rule removed from the product since the role was saved is dropped). */
export function knownIds(index: RuleIndex, ids: Iterable<number>): Set<number> {
  return new Set([...ids].filter((id) => index.byId.has(id)));
}
