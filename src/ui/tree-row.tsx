import '../i18n/kit.ts';
import { ChevronRight } from 'lucide-react';
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { Collection, type Key, Button as RacButton, TreeItem, TreeItemContent } from 'react-aria-components';
import { useT } from '../i18n/use-t.ts';
import styles from './tree.module.css';

/**
 * One node of either kit tree: its row indented by its level, the expand chevron of a branch (a blank
 * of the same width on a leaf, so titles line up), then what the tree shows for the node (`children`);
 * below it the node's own children, rendered by the tree's `renderItem`.
 */
export function TreeRow<T extends { id: Key; title: string; children?: T[] }>({
  node,
  label,
  className,
  renderItem,
  children,
}: {
  node: T;
  /** The row's accessible name: the title and what is said with it. */
  label: string;
  className?: string;
  renderItem: (n: T) => ReactElement;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <TreeItem id={node.id} textValue={node.title} aria-label={label} className={className}>
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
            {children}
          </div>
        )}
      </TreeItemContent>
      <Collection items={node.children ?? []}>{renderItem}</Collection>
    </TreeItem>
  );
}
