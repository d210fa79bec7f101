import { z } from 'zod';
import type { RuleKey } from './rule-key.ts';

/** China's administrative divisions: GB/T 2260 codes as ids, `0` the root. */
export const areaPaths = {
  /** `{ id }` -> the children of that area; `id 0` -> the provinces. */
  childList: '/brand/area/child_list.html',
  /** `{ areaId? }` -> the lists a picker shows with that area selected, province first. */
  init: '/brand/area/init.html',
} as const;

export const areaRule = {
  init: 'brand/area/init',
  childList: 'brand/area/child_list',
} as const satisfies Record<string, RuleKey>;

/** 1 province, 2 city, 3 district (or, in the four cities without districts, town). */
export type AreaLevel = 1 | 2 | 3;

export interface AreaNode {
  id: number;
  name: string;
  level: AreaLevel;
}

export interface AreaInitLevel {
  /** The area chosen at this level, `0` when none. */
  selectedId: number;
  list: AreaNode[];
}

export interface AreaInit {
  levels: AreaInitLevel[];
}

// Every area id fits a nine-digit code; `0` is the root.
const areaId = /* @__PURE__ */ (() => z.coerce.number().int().min(0).max(999_999_999))();

export const areaChildBody = /* @__PURE__ */ (() => z.strictObject({ id: areaId }))();
export type AreaChildBody = z.input<typeof areaChildBody>;

export const areaInitBody = /* @__PURE__ */ (() =>
  z.strictObject({
    areaId: z.preprocess((v) => (v === '' || v === null ? undefined : v), areaId.optional()),
  }))();
export type AreaInitBody = z.input<typeof areaInitBody>;
