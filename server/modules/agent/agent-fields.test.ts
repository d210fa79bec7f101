import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AgentItem, agentUserPaths as paths } from '../../../contract/agent.ts';
import { type AgentField, agentFields } from '../../../contract/agent-fields.ts';
import type { InvalidInput } from '../../../contract/errors.ts';
import type { TextRule } from '../../../contract/field-rules.ts';
import { idCardCheckCharacter } from '../../../contract/id-card.ts';
import { createTestApi, demo, type TestApi } from '../../../tests/support/test-api.ts';

// Every declared agent field (contract/agent-fields.ts) goes through the calls it is declared for:
// added, answered, changed, left alone, cleared, and refused past its length with its name. A new
// field is tested by being declared.
let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
});
afterAll(() => api.close());

const as = () => ({ token: admin, brandId: demo.brand });

/** A good value of a field, different per `n`. */
function sample(f: AgentField, n: number): string {
  const rule: TextRule = f.rule;
  return `${f.key}${n}`.slice(0, rule.max ?? 20);
}
const values = (n: number) => Object.fromEntries(agentFields.map((f) => [f.key, sample(f, n)]));

function idCard(n: number): string {
  const first17 = `44030519800${n}1512${n}`;
  return `${first17}${idCardCheckCharacter(first17)}`;
}

async function detail(id: number): Promise<AgentItem> {
  const d = await api.call<AgentItem>(paths.detail, { ...as(), body: { id } });
  expect(d.code).toBe(0);
  return d.data;
}

describe('declared agent fields', () => {
  it('are added, answered, changed, left alone and cleared', async () => {
    const added = await api.call<{ id: number }>(paths.add, {
      ...as(),
      body: { name: '字段甲', mobile: '13600001001', idCard: idCard(1), ...values(1) },
    });
    expect(added.code, added.message).toBe(0);
    const id = added.data.id;
    expect(await detail(id)).toMatchObject(values(1));
    const changed = await api.call(paths.update, { ...as(), body: { id, ...values(2) } });
    expect(changed.code, changed.message).toBe(0);
    expect(await detail(id)).toMatchObject(values(2));
    await api.call(paths.update, { ...as(), body: { id, name: '字段乙' } });
    expect(await detail(id)).toMatchObject({ name: '字段乙', ...values(2) });
    const cleared = Object.fromEntries(agentFields.map((f) => [f.key, '']));
    await api.call(paths.update, { ...as(), body: { id, ...cleared } });
    expect(await detail(id)).toMatchObject(cleared);
  });

  it('are refused past their length, naming the field', async () => {
    for (const f of agentFields) {
      const rule: TextRule = f.rule;
      const r = await api.call<InvalidInput>(paths.add, {
        ...as(),
        body: {
          name: '太长',
          mobile: '13600001002',
          idCard: idCard(2),
          [f.key]: 'x'.repeat((rule.max ?? 0) + 1),
        },
      });
      expect(r.code, f.key).not.toBe(0);
      expect(r.data?.fields?.[0]?.field, f.key).toBe(f.key);
    }
  });
});
