import { type ReactElement, useEffect, useMemo, useRef } from 'react';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { type Key, Tree as RacTree, type TreeProps as RacTreeProps } from 'react-aria-components';
import { indexTree, leafKeys, type TreeNode, tickState, toggleNode } from '../lib/tree-selection.ts';
import { Checkbox } from './checkbox.tsx';
import { useStableKeys } from './stable-keys.ts';
import styles from './tree.module.css';
import { TreeRow } from './tree-row.tsx';

export interface CheckTreeProps
  extends Omit<
    RacTreeProps<TreeNode>,
    'items' | 'children' | 'selectedKeys' | 'onSelectionChange' | 'selectionMode' | 'disabledKeys'
  > {
  items: TreeNode[];
  selected: ReadonlySet<Key>;
  onChange: (selected: Set<Key>) => void;
  /** Shown as given and not changeable (the owner role's privileges); still browsed by keyboard. */
  isReadOnly?: boolean;
  /**
   * The count of a branch, from its leaves (the items granted on their own, not the sections that
   * group them): shown beside the branch and read as part of its name, e.g. "3 / 10 granted".
   */
  countLabel?: (counts: { checked: number; total: number }) => string;
  /**
   * The tree's state in words ("5 of 169 functions granted"), shown above it as a polite status: what a
   * screen reader hears when a press changes the ticks. React Aria's own message ("72 items selected")
   * counts every ticked node, sections included, and would contradict it: it is not let through.
   */
  status: string;
  statusClassName?: string;
}

/**
 * A tree with a checkbox per node (role privileges): one Tab stop, arrows move, Right/Left unfold and
 * fold, Space checks. A press checks a node's whole branch and the nodes above it, or clears a fully
 * checked branch and the sections it leaves empty (`toggleNode`); a partly checked branch shows a
 * mixed box.
 */
export function CheckTree({
  items,
  selected,
  onChange,
  isReadOnly,
  countLabel,
  status,
  statusClassName,
  ...rest
}: CheckTreeProps) {
  const index = useMemo(() => indexTree(items), [items]);
  // React Aria's tree announces each change of its selection itself, through a page-wide announcer it
  // makes on first use and writes to a moment after making it. A press here takes that announcer away
  // before the tree's effect runs (so the tree makes a new one and waits), and again after it (in this
  // component's effect, which runs after its child's): the waiting message finds no announcer and is
  // never written. The status above is what is heard.
  const pressed = useRef(false);
  const selectedKeys = useStableKeys(selected);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each commit of new ticks.
  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    destroyAnnouncer();
  }, [selected]);
  return (
    <>
      <p role="status" className={statusClassName}>
        {status}
      </p>
      <RacTree
        {...rest}
        items={items}
        selectionMode="multiple"
        selectionBehavior="toggle"
        // The ticks are what the user edits, not a passing selection: Escape clearing them all (React
        // Aria's default) would undo a whole edit at one press, and went through toggleNode key by key
        // into a nonsense set. Escape goes on to the dialog around the tree, which asks before closing.
        escapeKeyBehavior="none"
        // Read-only: every box is off limits, while moving and folding still work.
        disabledKeys={isReadOnly ? index.all : undefined}
        disabledBehavior="selection"
        selectedKeys={selectedKeys}
        // Rows render their mixed box and count from `selected`: re-render them when it changes.
        dependencies={[selected, countLabel]}
        onSelectionChange={(keys) => {
          pressed.current = true;
          destroyAnnouncer();
          if (keys === 'all') {
            onChange(new Set(index.all));
            return;
          }
          // One press changes one key; what it means for the branch is toggleNode's rule.
          let next = new Set<Key>(selected);
          for (const k of index.all) if (keys.has(k) !== selected.has(k)) next = toggleNode(index, next, k);
          onChange(next);
        }}
        className={styles.tree}
      >
        {function renderItem(node: TreeNode) {
          return <Node node={node} selected={selected} countLabel={countLabel} renderItem={renderItem} />;
        }}
      </RacTree>
    </>
  );
}

function Node({
  node,
  selected,
  countLabel,
  renderItem,
}: {
  node: TreeNode;
  selected: ReadonlySet<Key>;
  countLabel: CheckTreeProps['countLabel'];
  renderItem: (n: TreeNode) => ReactElement;
}) {
  const branch = (node.children ?? []).length > 0;
  const leaves = branch ? leafKeys(node) : [];
  const count =
    branch && countLabel
      ? countLabel({ checked: leaves.filter((k) => selected.has(k)).length, total: leaves.length })
      : '';
  return (
    <TreeRow
      node={node}
      // The row's name carries the count, so it is heard once, with the title.
      label={count ? `${node.title}, ${count}` : node.title}
      className={styles.item}
      renderItem={renderItem}
    >
      <Checkbox slot="selection" isIndeterminate={tickState(node, selected) === 'some'} />
      <span>{node.title}</span>
      {count ? (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </TreeRow>
  );
}
