import { withoutEmptySections } from '../../contract/rule-sections.ts';

export interface TreeNode {
  id: string | number;
  title: string;
  children?: TreeNode[];
  /**
   * Only holds the nodes under it (a module, a group of screens): ticked only while something under it
   * is, so unticking the last screen of a group unticks the group (contract/rule-sections.ts).
   */
  section?: boolean;
}

type Key = string | number;

export interface TreeIndex {
  byId: Map<Key, TreeNode>;
  parent: Map<Key, Key | null>;
  /** Every key in tree order. */
  all: Key[];
}

export function indexTree(nodes: readonly TreeNode[]): TreeIndex {
  const byId = new Map<Key, TreeNode>();
  const parent = new Map<Key, Key | null>();
  const all: Key[] = [];
  const walk = (list: readonly TreeNode[], p: Key | null) => {
    for (const n of list) {
      byId.set(n.id, n);
      parent.set(n.id, p);
      all.push(n.id);
      walk(n.children ?? [], n.id);
    }
  };
  walk(nodes, null);
  return { byId, parent, all };
}

/** The node and everything under it. */
export function subtreeKeys(node: TreeNode): Key[] {
  return [node.id, ...(node.children ?? []).flatMap(subtreeKeys)];
}

/**
 * The nodes with nothing under them: what is granted on its own (an action, a screen without actions),
 * as opposed to the sections that only group them. Counts of a privilege tree count these.
 */
export function leafKeys(node: TreeNode): Key[] {
  const kids = node.children ?? [];
  return kids.length === 0 ? [node.id] : kids.flatMap(leafKeys);
}

function ancestors(index: TreeIndex, id: Key): Key[] {
  const out: Key[] = [];
  for (let p = index.parent.get(id) ?? null; p !== null; p = index.parent.get(p) ?? null) out.push(p);
  return out;
}

export type TickState = 'all' | 'some' | 'none';

/** How much of a node's branch is checked: all of it, part of it (a mixed box) or none. */
export function tickState(node: TreeNode, selected: ReadonlySet<Key>): TickState {
  const ids = subtreeKeys(node);
  const n = ids.filter((id) => selected.has(id)).length;
  return n === 0 ? 'none' : n === ids.length ? 'all' : 'some';
}

/**
 * The selection without its empty sections: a section (`TreeNode.section`) with nothing ticked under
 * it is unticked, up to the module. What a role holds of the rules it stores, as the server reads them.
 */
export function withoutEmpty<K extends Key>(index: TreeIndex, selected: Iterable<K>): Set<K> {
  return withoutEmptySections<K>(
    (id) => (index.parent.get(id) ?? null) as K | null,
    (id) => index.byId.get(id)?.section === true,
    selected,
  );
}

/**
 * Privilege trees: what a press on a node's box does. A fully checked branch is cleared; its parents
 * stay while they hold something else (a role may keep a screen without some of its actions), and a
 * module or group left with nothing is cleared with it. Anything else, a mixed box included, is checked
 * whole, with every node above it, because a permission on an action is useless without its screen
 * and module.
 */
export function toggleNode(index: TreeIndex, selected: ReadonlySet<Key>, id: Key): Set<Key> {
  const node = index.byId.get(id);
  const next = new Set(selected);
  if (!node) return next;
  if (tickState(node, selected) === 'all') {
    for (const d of subtreeKeys(node)) next.delete(d);
    return withoutEmpty(index, next);
  }
  for (const d of subtreeKeys(node)) next.add(d);
  for (const a of ancestors(index, id)) next.add(a);
  return next;
}

/**
 * The same rule for a whole new selection (a tree reporting the keys after a change): newly checked
 * nodes check their subtree and ancestors, newly unchecked ones uncheck their subtree, and sections
 * left empty are unchecked.
 */
export function cascadeSelection(
  nodes: TreeNode[],
  before: ReadonlySet<Key>,
  after: ReadonlySet<Key>,
): Set<Key> {
  const index = indexTree(nodes);
  const out = new Set(after);
  for (const id of after) {
    if (before.has(id)) continue;
    const node = index.byId.get(id);
    for (const d of node ? subtreeKeys(node) : []) out.add(d);
    for (const a of ancestors(index, id)) out.add(a);
  }
  for (const id of before) {
    if (after.has(id)) continue;
    const node = index.byId.get(id);
    for (const d of node ? subtreeKeys(node) : []) out.delete(d);
  }
  return withoutEmpty(index, out);
}

/** Only keys the tree knows (a rule removed from the product since a role was saved is dropped). */
export function knownKeys<K extends Key>(index: TreeIndex, ids: Iterable<K>): Set<K> {
  return new Set([...ids].filter((id) => index.byId.has(id)));
}
