import { type Key, useState } from 'react';
import type { CrmMaterialItem } from '../../../../contract/crm-material.ts';
import { customerLimits } from '../../../../contract/customer.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { CheckboxGroup } from '../../../ui/checkbox-group.tsx';
import { ComboBox } from '../../../ui/combo-box.tsx';
import { SelectItem } from '../../../ui/select.tsx';
import { TagGroup } from '../../../ui/tag-group.tsx';
import { useResource } from '../../../ui/use-resource.ts';
import { listMaterials } from '../crm-material.ts';

/** Up to this many materials are boxes to tick; a brand with more finds them by title. */
export const tickableMaterials = 20;

const noMaterials: CrmMaterialItem[] = [];

export interface FollowMaterialsProps {
  /** The chosen materials' ids, as the form holds them. */
  value: string[];
  onChange: (ids: string[]) => void;
}

/**
 * The materials sent with a follow-up. A brand's few are boxes to tick; with more than a page of them
 * (the first page was all the form offered: the 21st could not be sent) they are found by title and
 * kept as removable tags. Either way no more than a follow-up takes can be chosen: the boxes left and
 * the search are disabled at the limit, which the hint says.
 */
export function FollowMaterials({ value, onChange }: FollowMaterialsProps) {
  const t = useT();
  const first = useResource(['follow-materials'], () =>
    listMaterials({ page: 1, pageSize: tickableMaterials }, { notifyErrors: false }),
  ).data;
  const many = (first?.total ?? 0) > tickableMaterials;
  const [keyword, setKeyword] = useState('');
  const searched = useDebounced(keyword.trim(), 250);
  const found =
    useResource(
      many ? ['follow-materials', searched] : null,
      () =>
        listMaterials(
          { page: 1, pageSize: 10, keyword: searched || undefined },
          { notifyErrors: false },
        ).then((r) => r.list),
      { keep: true },
    ).data ?? noMaterials;
  // The titles of the chosen ones, from whichever list offered them.
  const [titles, setTitles] = useState<ReadonlyMap<string, string>>(new Map());
  const full = value.length >= customerLimits.materialsPerFollow;
  const label = t('cust.followMaterials');
  const hint = t('cust.followMaterialsHint', { max: customerLimits.materialsPerFollow });
  if (!first || first.list.length === 0) return null;
  if (!many)
    return (
      <CheckboxGroup label={label} description={hint} value={value} onChange={onChange}>
        {first.list.map((m) => (
          <Checkbox key={m.id} value={String(m.id)} isDisabled={full && !value.includes(String(m.id))}>
            {m.title}
          </Checkbox>
        ))}
      </CheckboxGroup>
    );
  const add = (key: Key | null) => {
    const material = found.find((m) => m.id === Number(key));
    // The search and its list stay as they are, the picked one gone from it: several of one search
    // ("产品手册") are picked in a row, and Escape closes the list.
    if (!material || value.includes(String(material.id))) return;
    setTitles((known) => new Map(known).set(String(material.id), material.title));
    onChange([...value, String(material.id)]);
  };
  return (
    <>
      <TagGroup
        label={label}
        items={value.map((id) => ({ id, label: titles.get(id) ?? id }))}
        onRemove={(keys) => onChange(value.filter((id) => !keys.has(id)))}
        removeLabel={t('cust.followMaterialRemove')}
        emptyText={t('cust.followMaterialsNone')}
        description={hint}
      />
      <ComboBox
        label={t('cust.followMaterialsFind')}
        description={t('cust.followMaterialsFindHint')}
        items={found.filter((m) => !value.includes(String(m.id)))}
        inputValue={keyword}
        onInputChange={setKeyword}
        selectedKey={null}
        onSelectionChange={add}
        isDisabled={full}
      >
        {(m) => (
          <SelectItem id={m.id} textValue={m.title}>
            {m.title}
          </SelectItem>
        )}
      </ComboBox>
    </>
  );
}
