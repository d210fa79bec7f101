import { type ReactElement, useEffect, useMemo, useRef, useState } from 'react';
import { type Key, Tree as RacTree, type TreeProps as RacTreeProps } from 'react-aria-components';
import styles from './tree.module.css';
import { TreeRow } from './tree-row.tsx';

export interface SelectTreeNode {
  id: Key;
  title: string;
  /** Shown dimmed after the title (a hidden category: "已隐藏"). */
  note?: string;
  /** A count shown at the end of the row and read with its name. */
  count?: number;
  children?: SelectTreeNode[];
}

export interface SelectTreeProps
  extends Omit<
    RacTreeProps<SelectTreeNode>,
    'items' | 'children' | 'selectionMode' | 'selectedKeys' | 'onSelectionChange' | 'onAction'
  > {
  items: SelectTreeNode[];
  selectedKey: Key;
  onSelect: (key: Key) => void;
}

function branchKeys(nodes: SelectTreeNode[], into: Key[] = []): Key[] {
  for (const n of nodes) {
    if (n.children?.length) {
      into.push(n.id);
      branchKeys(n.children, into);
    }
  }
  return into;
}

/**
 * A tree to pick one node from (the category beside a list): one Tab stop, arrows move, Right/Left
 * unfold and fold, Enter or Space picks (React Aria selects on Enter only when the tree has no action,
 * so it has none). Branches start unfolded. Picking is an explicit key press, not moving the focus, so
 * browsing the tree does not reload what it filters.
 */
export function SelectTree({ items, selectedKey, onSelect, ...rest }: SelectTreeProps) {
  const branches = useMemo(() => branchKeys(items), [items]);
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set(branches));
  // Branches that appear later (the tree loaded, a category added under another) start unfolded too;
  // those the user folded stay folded.
  const known = useRef(new Set(branches));
  useEffect(() => {
    const fresh = branches.filter((k) => !known.current.has(k));
    if (fresh.length === 0) return;
    for (const k of fresh) known.current.add(k);
    setExpanded((now) => new Set([...now, ...fresh]));
  }, [branches]);
  return (
    <RacTree
      expandedKeys={expanded}
      onExpandedChange={setExpanded}
      {...rest}
      items={items}
      selectionMode="single"
      selectionBehavior="toggle"
      disallowEmptySelection
      selectedKeys={[selectedKey]}
      dependencies={[selectedKey]}
      onSelectionChange={(keys) => {
        if (keys === 'all') return;
        const [key] = keys;
        if (key !== undefined) onSelect(key);
      }}
      className={styles.tree}
    >
      {function renderItem(node: SelectTreeNode) {
        return <Node node={node} renderItem={renderItem} />;
      }}
    </RacTree>
  );
}

function Node({
  node,
  renderItem,
}: {
  node: SelectTreeNode;
  renderItem: (n: SelectTreeNode) => ReactElement;
}) {
  const label = [node.title, node.note, node.count === undefined ? '' : String(node.count)]
    .filter(Boolean)
    .join(', ');
  return (
    <TreeRow node={node} label={label} className={`${styles.item} ${styles.pick}`} renderItem={renderItem}>
      <span className={node.note ? styles.muted : undefined}>{node.title}</span>
      {node.note ? (
        <span className={styles.note} aria-hidden="true">
          {node.note}
        </span>
      ) : null}
      {node.count !== undefined ? (
        <span className={styles.count} aria-hidden="true">
          {node.count}
        </span>
      ) : null}
    </TreeRow>
  );
}
