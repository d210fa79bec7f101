import type { CustomerGroupItem } from '../../../../contract/customer.ts';
import type { Locale, MessageKey } from '../../../i18n/i18n.ts';
import { stageKey } from './customer-links.ts';

/** `t` of one language (`useT()`'s, or `t` of src/i18n/i18n.ts bound to a locale). */
type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** How many names of one kind a group's line shows before "等 N 个". */
const namesShown = 3;

/** "深圳市（广东省）": an area by its names from the province down; a code with none says so. */
export function areaLabel(t: Translate, c: { id: number; names: readonly string[] }) {
  const name = c.names.at(-1);
  if (!name) return t('insight.group.areaUnknown', { id: c.id });
  const within = c.names.slice(0, -1).join(' ');
  return within ? t('insight.group.areaWithin', { name, within }) : name;
}

/**
 * A group's conditions in a line: "跟进中、已成交，且 A 级，且标签 VIP、价格敏感". The line starts
 * with a capital where the language has them: "Tags VIP", not "tags VIP", when tags come first.
 */
export function conditionsLine(g: CustomerGroupItem, t: Translate, locale: Locale): string {
  const c = g.conditions;
  const parts: string[] = [];
  const list = t('insight.group.summary.nameJoin');
  if (c.stages?.length) parts.push(c.stages.map((s) => t(stageKey[s])).join(list));
  if (c.levels?.length) parts.push(c.levels.map((l) => t('insight.level', { level: l })).join(list));
  const { labels } = g;
  // By name, a few of each; the rest counted, and codes whose item was deleted said as such.
  const namesOf = (names: readonly string[], codes: number) => {
    const shown = names.slice(0, namesShown).join(list);
    const more = names.length > namesShown ? t('insight.group.summary.more', { count: names.length }) : '';
    const gone = codes > names.length ? t('insight.group.summary.gone', { count: codes - names.length }) : '';
    return [shown + more, gone].filter(Boolean).join(t('insight.group.summary.goneJoin'));
  };
  if (c.tagIds?.length)
    parts.push(t('insight.group.summary.tags', { names: namesOf(labels.tags, c.tagIds.length) }));
  if (c.sourceIds?.length)
    parts.push(t('insight.group.summary.sources', { names: namesOf(labels.sources, c.sourceIds.length) }));
  if (labels.areas.length) {
    const names = labels.areas.map((a) => areaLabel(t, a));
    parts.push(t('insight.group.summary.areas', { names: namesOf(names, names.length) }));
  }
  if (c.createdFrom || c.createdTo) {
    parts.push(
      t('insight.group.summary.created', {
        from: c.createdFrom ?? t('insight.dash'),
        to: c.createdTo ?? t('insight.dash'),
      }),
    );
  }
  if (c.lastFollowBefore) parts.push(t('insight.group.summary.lastFollow', { date: c.lastFollowBefore }));
  if (parts.length === 0) return t('insight.group.everyone');
  const line = parts.join(
    c.match === 'any' ? t('insight.group.summary.joinAny') : t('insight.group.summary.joinAll'),
  );
  return line.charAt(0).toLocaleUpperCase(locale) + line.slice(1);
}
