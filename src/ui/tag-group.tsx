import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  type Key,
  Button as RacButton,
  TagGroup as RacTagGroup,
  type TagGroupProps as RacTagGroupProps,
  Tag,
  TagList,
  Text,
} from 'react-aria-components';
import { FieldLabel } from './field-label.tsx';
import styles from './tag-group.module.css';

export interface TagGroupItem {
  id: Key;
  label: string;
}

/** RAC's TagGroup props (selection, disabled keys…) with the items and the removal made required. */
export interface TagGroupProps extends Omit<RacTagGroupProps, 'children' | 'onRemove' | 'className'> {
  label: ReactNode;
  items: readonly TagGroupItem[];
  /** Removes the tags named (the × button, or Delete/Backspace on a focused tag). */
  onRemove: (keys: Set<Key>) => void;
  /** The remove button's words; the tag's own label follows them ("移除 深圳市"). */
  removeLabel: string;
  /** Shown in place of the list while it is empty. */
  emptyText: ReactNode;
  description?: ReactNode;
}

/**
 * Chosen values as removable tags: arrow keys move between tags, Delete or Backspace removes the focused
 * one, and each tag's × button names the tag it removes.
 */
export function TagGroup({
  label,
  items,
  onRemove,
  removeLabel,
  emptyText,
  description,
  ...props
}: TagGroupProps) {
  return (
    <RacTagGroup {...props} className={styles.group} onRemove={onRemove}>
      <FieldLabel>{label}</FieldLabel>
      <TagList
        className={styles.list}
        items={items}
        renderEmptyState={() => <span className={styles.empty}>{emptyText}</span>}
      >
        {(item) => (
          <Tag id={item.id} textValue={item.label} className={styles.tag}>
            {item.label}
            <RacButton slot="remove" aria-label={removeLabel} className={styles.remove}>
              <X aria-hidden="true" size={14} />
            </RacButton>
          </Tag>
        )}
      </TagList>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
    </RacTagGroup>
  );
}
