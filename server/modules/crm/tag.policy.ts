import { type CrmTagType, crmTagLimits } from '../../../contract/crm-tag.ts';
import type { Refusal } from '../../kit/policy.ts';

/**
 * Business rules of the CRM dictionaries (`/crm/tag/*`), as plain functions of facts the route read.
 * `typeName` is the type as the caller reads it ("标签组", "Follow-up type").
 */

/** A tag belongs to a group of the brand; the other types belong to none. */
export function tagGroupRefusal(
  type: CrmTagType,
  groupId: number | undefined,
  group: { type: CrmTagType } | null,
): Refusal | null {
  if (type !== 'tag')
    return groupId === undefined ? null : { code: 1, key: 'crmTagGroupOnlyForTags', field: 'groupId' };
  if (groupId === undefined) return { code: 1, key: 'crmTagGroupRequired', field: 'groupId' };
  if (group?.type !== 'group')
    return { code: 1, key: 'crmTagGroupNotFound', params: { id: groupId }, field: 'groupId' };
  return null;
}

/**
 * A list holds at most `crmTagLimits[type]` items (tags: per group), so every list a screen reorders
 * or a picker offers is whole on one page. `count` is how many there are before the add.
 */
export function tagFullRefusal(type: CrmTagType, count: number, typeName: string): Refusal | null {
  const max = crmTagLimits[type];
  if (count < max) return null;
  return type === 'tag'
    ? { code: 1, key: 'crmTagGroupFull', params: { max } }
    : { code: 1, key: 'crmTagFull', params: { type: typeName, max } };
}

/**
 * An item customers use cannot be deleted (their records would lose it): it can be hidden instead. A
 * group counts the customers of all its tags. `customers` comes from `customersUsing`.
 */
export function tagDeleteRefusal(
  item: { title: string },
  customers: number,
  typeName: string,
): Refusal | null {
  if (customers === 0) return null;
  return { code: 1, key: 'crmTagInUse', params: { type: typeName, title: item.title, n: customers } };
}
