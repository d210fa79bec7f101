import '../customer-insight.strings.ts';
import { describe, expect, it } from 'vitest';
import type { CustomerGroupItem } from '../../../../contract/customer.ts';
import { type Locale, type MessageKey, t } from '../../../i18n/i18n.ts';
import { conditionsLine } from './group-conditions.ts';

const group = (
  conditions: Partial<CustomerGroupItem['conditions']>,
  labels: Partial<CustomerGroupItem['labels']> = {},
): CustomerGroupItem => ({
  id: 1,
  name: 'g',
  conditions: { match: 'all', ...conditions },
  labels: { tags: [], sources: [], areas: [], ...labels },
  count: 0,
  createdAt: '2026-12-05T00:00:00.000Z',
  updatedAt: '2026-12-05T00:00:00.000Z',
});
const line = (g: CustomerGroupItem, locale: Locale) =>
  conditionsLine(
    g,
    (key: MessageKey, params?: Record<string, string | number>) => t(key, params, locale),
    locale,
  );

describe("a group's conditions in a line", () => {
  it('starts with a capital in English whichever condition comes first', () => {
    const areas = group({ areaIds: [440000] }, { areas: [{ id: 440000, names: ['广东省'] }] });
    expect(line(areas, 'en')).toBe('Areas 广东省');
    const tags = group(
      { tagIds: [1, 2], sourceIds: [3], match: 'any' },
      { tags: ['VIP', '普通'], sources: ['官网'] },
    );
    expect(line(tags, 'en')).toBe('Tags VIP, 普通, or sources 官网');
    expect(line(group({ stages: ['following'], levels: ['A'] }), 'en')).toBe('Following, and Level A');
  });

  it('reads the same in Chinese as before', () => {
    const g = group(
      { stages: ['following'], levels: ['A', 'B'], tagIds: [1], sourceIds: [3], match: 'any' },
      { tags: ['VIP'], sources: ['官网'] },
    );
    expect(line(g, 'zh-CN')).toBe('跟进中，或A 级、B 级，或标签 VIP，或来源 官网');
    expect(line(group({}), 'zh-CN')).toBe(t('insight.group.everyone', undefined, 'zh-CN'));
  });
});
