/** A node of `/brand/role/rules.html`'s answer, as the stories read it. */
export interface RuleNode {
  id: number;
  controller: string;
  action: string;
  childList: RuleNode[];
}

/** The node whose `/controller/action` is `path`, anywhere in the tree. */
export function findRule(nodes: RuleNode[], path: string): RuleNode | null {
  for (const n of nodes) {
    if (`/${n.controller}/${n.action}` === path) return n;
    const below = findRule(n.childList, path);
    if (below) return below;
  }
  return null;
}

/** A node's id and every id under it. */
export const subtree = (n: RuleNode): number[] => [n.id, ...n.childList.flatMap(subtree)];
