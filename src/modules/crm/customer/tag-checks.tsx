import type { CrmTagGroup } from '../../../../contract/crm-tag.ts';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { CheckboxGroup } from '../../../ui/checkbox-group.tsx';

/**
 * One checkbox group per tag group that has tags; what is ticked across the groups is one list of tag
 * ids (as strings), so ticking in one group keeps the others' ticks.
 */
export function TagChecks({
  groups,
  value,
  onChange,
  label,
  errorMessage,
}: {
  groups: CrmTagGroup[];
  value: string[];
  onChange: (tagIds: string[]) => void;
  label: (group: CrmTagGroup) => string;
  /** Said at the first group, where a pick begins: none ticked where one must be. */
  errorMessage?: string;
}) {
  const first = groups.find((g) => g.tags.length > 0);
  return groups.map((g) =>
    g.tags.length > 0 ? (
      <CheckboxGroup
        key={g.id}
        label={label(g)}
        errorMessage={g === first ? errorMessage : undefined}
        value={value}
        onChange={(picked) => {
          const mine = new Set(g.tags.map((x) => String(x.id)));
          onChange([...value.filter((x) => !mine.has(x)), ...picked]);
        }}
      >
        {g.tags.map((tag) => (
          <Checkbox key={tag.id} value={String(tag.id)}>
            {tag.title}
          </Checkbox>
        ))}
      </CheckboxGroup>
    ) : null,
  );
}
