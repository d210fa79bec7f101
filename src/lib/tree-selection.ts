export interface TreeNode {
  id: string | number;
  title: string;
  children?: TreeNode[];
}

type Key = string | number;

function index(nodes: TreeNode[]) {
  const parent = new Map<Key, Key | null>();
  const kids = new Map<Key, Key[]>();
  const walk = (list: TreeNode[], p: Key | null) => {
    for (const n of list) {
      parent.set(n.id, p);
      kids.set(
        n.id,
        (n.children ?? []).map((c) => c.id),
      );
      walk(n.children ?? [], n.id);
    }
  };
  walk(nodes, null);
  return { parent, kids };
}

/**
 * Privilege trees: checking a node checks everything under it and the nodes above it (a permission on
 * an action is useless without its controller); unchecking a node unchecks everything under it.
 */
export function cascadeSelection(
  nodes: TreeNode[],
  before: ReadonlySet<Key>,
  after: ReadonlySet<Key>,
): Set<Key> {
  const { parent, kids } = index(nodes);
  const out = new Set(after);
  const descendants = (id: Key): Key[] => (kids.get(id) ?? []).flatMap((k) => [k, ...descendants(k)]);
  for (const id of after) {
    if (before.has(id)) continue;
    for (const d of descendants(id)) out.add(d);
    let p = parent.get(id) ?? null;
    while (p !== null) {
      out.add(p);
      p = parent.get(p) ?? null;
    }
  }
  for (const id of before) {
    if (after.has(id)) continue;
    for (const d of descendants(id)) out.delete(d);
  }
  return out;
}
