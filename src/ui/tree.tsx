import { ChevronRight } from 'lucide-react';
import type { CSSProperties, ReactElement } from 'react';
import {
  Collection,
  type Key,
  Button as RacButton,
  Tree as RacTree,
  type TreeProps as RacTreeProps,
  TreeItem,
  TreeItemContent,
} from 'react-aria-components';
import { useT } from '../i18n/use-t.ts';
import { cascadeSelection, type TreeNode } from '../lib/tree-selection.ts';
import { Checkbox } from './checkbox.tsx';
import styles from './tree.module.css';

export interface CheckTreeProps
  extends Omit<
    RacTreeProps<TreeNode>,
    'items' | 'children' | 'selectedKeys' | 'onSelectionChange' | 'selectionMode'
  > {
  items: TreeNode[];
  selected: ReadonlySet<Key>;
  onChange: (selected: Set<Key>) => void;
}

/** A tree with a checkbox per node (role privileges); checks cascade as `cascadeSelection` says. */
export function CheckTree({ items, selected, onChange, ...rest }: CheckTreeProps) {
  return (
    <RacTree
      {...rest}
      items={items}
      selectionMode="multiple"
      selectionBehavior="toggle"
      selectedKeys={new Set(selected)}
      onSelectionChange={(keys) => {
        const all = new Set<Key>();
        if (keys === 'all') {
          const walk = (ns: TreeNode[]) => {
            for (const n of ns) {
              all.add(n.id);
              walk(n.children ?? []);
            }
          };
          walk(items);
        } else for (const k of keys) all.add(k);
        onChange(cascadeSelection(items, selected, all));
      }}
      className={styles.tree}
    >
      {function renderItem(node: TreeNode) {
        return <Node node={node} renderItem={renderItem} />;
      }}
    </RacTree>
  );
}

function Node({ node, renderItem }: { node: TreeNode; renderItem: (n: TreeNode) => ReactElement }) {
  const t = useT();
  return (
    <TreeItem id={node.id} textValue={node.title} className={styles.item}>
      <TreeItemContent>
        {({ hasChildItems, level }) => (
          <div className={styles.content} style={{ '--tree-item-level': level } as CSSProperties}>
            {hasChildItems ? (
              <RacButton slot="chevron" className={styles.chevron} aria-label={t('kit.expand')}>
                <ChevronRight aria-hidden="true" size={16} />
              </RacButton>
            ) : (
              <span className={styles.spacer} />
            )}
            <Checkbox slot="selection" />
            <span>{node.title}</span>
          </div>
        )}
      </TreeItemContent>
      <Collection items={node.children ?? []}>{renderItem}</Collection>
    </TreeItem>
  );
}
