import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlainFieldSpec } from '../../contract/entity-fields.ts';
import type { AddResult } from '../../contract/envelope.ts';
import type { InvalidInput } from '../../contract/errors.ts';
import type { TextRule } from '../../contract/field-rules.ts';
import { createTestApi, demo, type TestApi } from './test-api.ts';

/**
 * The walk of an entity's declared plain fields (contract/entity-fields.ts) through the calls they are
 * declared for: added, answered by the detail and in the list's rows, changed, left alone by an
 * update of another field, cleared, and refused past their length with their name. A new field is
 * tested by being declared.
 */

/** A good value of a field, different per `n`, within its rule (an e-mail field: an address). */
export function sampleOf(f: PlainFieldSpec, n: number): string {
  const rule: TextRule = f.rule;
  if (rule.format === 'email') return `${f.key}${n}@example.com`;
  if (rule.format !== undefined) throw new Error(`no sample of the ${rule.format} format`);
  return `${f.key}${n}`.slice(0, rule.max ?? 20);
}

/** A value one character past the field's length (a field without one: a value no rule takes). */
export function tooLongOf(f: PlainFieldSpec): string {
  const rule: TextRule = f.rule;
  return 'x'.repeat((rule.max ?? 100_000) + 1);
}

export interface DeclaredFieldsWalk {
  name: string;
  fields: readonly PlainFieldSpec[];
  paths: { add: string; detail: string; update: string; list: string };
  /** An add's body without the declared fields; `n` tells rows apart. */
  required: (n: number) => Record<string, unknown>;
  /** The list's body that finds the row `required(n)` added. */
  listBody: (n: number) => Record<string, unknown>;
  /** An update of a written-out field, which must leave the declared ones alone. */
  other: Record<string, unknown>;
}

type Row = { id: number } & Record<string, unknown>;

/** The walk's tests, as the brand's owner. */
export function walkDeclaredFields(walk: DeclaredFieldsWalk): void {
  const { fields, paths } = walk;
  let api: TestApi;
  let admin = '';
  beforeAll(async () => {
    api = await createTestApi();
    admin = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
  });
  afterAll(() => api.close());

  const as = () => ({ token: admin, brandId: demo.brand });
  const values = (n: number) => Object.fromEntries(fields.map((f) => [f.key, sampleOf(f, n)]));
  const cleared = Object.fromEntries(fields.map((f) => [f.key, '']));
  const detail = async (id: number) => {
    const d = await api.call<Row>(paths.detail, { ...as(), body: { id } });
    expect(d.code, d.message).toBe(0);
    return d.data;
  };

  describe(`declared ${walk.name} fields`, () => {
    it('are added, answered, listed, changed, left alone and cleared', async () => {
      const added = await api.call<AddResult>(paths.add, {
        ...as(),
        body: { ...walk.required(1), ...values(1) },
      });
      expect(added.code, added.message).toBe(0);
      const id = added.data.id;
      expect(await detail(id)).toMatchObject(values(1));
      const list = await api.call<{ list: Row[] }>(paths.list, { ...as(), body: walk.listBody(1) });
      expect(list.data.list.find((r) => r.id === id)).toMatchObject(values(1));
      const changed = await api.call(paths.update, { ...as(), body: { id, ...values(2) } });
      expect(changed.code, changed.message).toBe(0);
      expect(await detail(id)).toMatchObject(values(2));
      const other = await api.call(paths.update, { ...as(), body: { id, ...walk.other } });
      expect(other.code, other.message).toBe(0);
      expect(await detail(id)).toMatchObject({ ...walk.other, ...values(2) });
      await api.call(paths.update, { ...as(), body: { id, ...cleared } });
      expect(await detail(id)).toMatchObject(cleared);
    });

    it('are refused past their length, naming the field', async () => {
      for (const [i, f] of fields.entries()) {
        const r = await api.call<InvalidInput>(paths.add, {
          ...as(),
          body: { ...walk.required(100 + i), [f.key]: tooLongOf(f) },
        });
        expect(r.code, f.key).not.toBe(0);
        expect(r.data?.fields?.[0]?.field, f.key).toBe(f.key);
      }
    });
  });
}
