import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AreaInit, AreaNode } from '../../../contract/area.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';
import { areas } from '../../db/core.tables.ts';

let api: TestApi;
let owner: string;
let operator: string;
beforeAll(async () => {
  api = await createTestApi();
  owner = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
  operator = await api.loginTo(demo.operator.user, demo.operator.password, demo.brand);
});
afterAll(() => api.close());

const childList = (body: unknown, token = owner, brandId: number = demo.brand) =>
  api.call<AreaNode[]>('/brand/area/child_list.html', { token, brandId, body, lang: 'en' });
const init = (body: unknown, token = owner, brandId: number = demo.brand) =>
  api.call<AreaInit>('/brand/area/init.html', { token, brandId, body, lang: 'en' });

describe('POST /brand/area/child_list.html', () => {
  it('answers the 31 provinces for id 0, and the children of an area with GB/T 2260 codes', async () => {
    const provinces = await childList({ id: 0 });
    expect(provinces.code).toBe(0);
    expect(provinces.data).toHaveLength(31);
    expect(provinces.data[0]).toEqual({ id: 110000, name: '北京市', level: 1 });
    expect(provinces.data.find((p) => p.name === '广东省')).toEqual({ id: 440000, name: '广东省', level: 1 });
    const cities = await childList({ id: 440000 });
    expect(cities.data.find((c) => c.name === '深圳市')).toEqual({ id: 440300, name: '深圳市', level: 2 });
    const districts = await childList({ id: '440300' });
    expect(districts.data.map((d) => d.name)).toContain('南山区');
    expect(districts.data.find((d) => d.name === '南山区')).toEqual({ id: 440305, name: '南山区', level: 3 });
    expect((await childList({ id: 440305 })).data).toEqual([]);
  });

  it('holds the whole snapshot: ~340 cities and ~3,000 districts', async () => {
    const rows = await api.database.db
      .select({ level: areas.level, n: count() })
      .from(areas)
      .groupBy(areas.level)
      .orderBy(areas.level);
    expect(rows.map((r) => r.n)).toEqual([31, 342, 3056]);
  });

  it('refuses an unknown id and a bad one', async () => {
    const unknown = await childList({ id: 999999 });
    expect(unknown.code).toBe(1);
    expect(unknown.message).toBe('Area not found (id 999999)');
    const bad = await childList({ id: 'x' });
    expect(bad.code).toBe(1);
    expect(bad.data).toEqual({ fields: [{ field: 'id', message: expect.any(String) }] });
  });

  it('needs a session and a brand of the user, no rule (every address picker reads it)', async () => {
    const asOperator = await childList({ id: 0 }, operator);
    expect(asOperator.code).toBe(0);
    expect(asOperator.data).toHaveLength(31);
    expect((await childList({ id: 0 }, '')).code).toBe(401);
    expect((await childList({ id: 0 }, operator, demo.secondBrand)).code).toBe(403);
  });
});

describe('POST /brand/area/init.html', () => {
  it('answers the provinces alone without an area', async () => {
    const a = await init({});
    expect(a.code).toBe(0);
    expect(a.data.levels).toHaveLength(1);
    expect(a.data.levels[0]?.selectedId).toBe(0);
    expect(a.data.levels[0]?.list).toHaveLength(31);
  });

  it('answers each level down to a district, province first, with the chosen one', async () => {
    const a = await init({ areaId: 440305 });
    expect(a.data.levels.map((l) => l.selectedId)).toEqual([440000, 440300, 440305]);
    expect(a.data.levels[1]?.list.map((c) => c.name)).toContain('深圳市');
    expect(a.data.levels[2]?.list.map((c) => c.name)).toContain('南山区');
  });

  it('stops at a province with the next level open', async () => {
    const a = await init({ areaId: 440000 });
    expect(a.data.levels.map((l) => l.selectedId)).toEqual([440000, 0]);
  });

  it('keeps the towns of a city without districts (东莞)', async () => {
    const a = await init({ areaId: 441900003 });
    expect(a.data.levels.map((l) => l.selectedId)).toEqual([440000, 441900, 441900003]);
  });

  it('refuses an unknown area, and calls without a session or membership; no rule needed', async () => {
    const a = await init({ areaId: 123 });
    expect(a.code).toBe(1);
    expect(a.message).toBe('Area not found (id 123)');
    expect((await init({ areaId: 440305 }, operator)).data.levels).toHaveLength(3);
    expect((await init({}, '')).code).toBe(401);
    expect((await init({}, operator, demo.secondBrand)).code).toBe(403);
  });
});
