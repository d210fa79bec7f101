import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../contract/envelope.ts';
import { createTestApi, demo, type TestApi } from '../tests/support/test-api.ts';

// Every date the API takes also comes as unix seconds and is read as the instant it names; the
// answers are those of the same filter given as an ISO time.
let api: TestApi;
let token = '';

beforeAll(async () => {
  api = await createTestApi();
  token = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
});
afterAll(() => api.close());

const list = (path: string, body: Record<string, unknown>) =>
  api.call<ListResult<{ id: number }>>(path, {
    token,
    brandId: demo.brand,
    body: { pageSize: 100, ...body },
  });

describe('dates as unix seconds', () => {
  it('filter the customer list and the SMS log as the same time written out', async () => {
    const all = await list('/crm/customer/list.html', {});
    expect(all.data.total).toBeGreaterThan(0);
    // The seconds are read as a time, not dropped: a day ahead leaves no customer created after it.
    const ahead = await list('/crm/customer/list.html', {
      createdFrom: Math.floor(Date.now() / 1000) + 86_400,
    });
    expect([ahead.code, ahead.data.total]).toEqual([0, 0]);
    const at = Math.floor(Date.now() / 1000) - 86_400;
    const iso = new Date(at * 1000).toISOString();
    for (const [path, from, to] of [
      ['/crm/customer/list.html', 'createdFrom', 'createdTo'],
      ['/brand/sms/list.html', 'dateFrom', 'dateTo'],
    ] as const) {
      for (const field of [from, to]) {
        const written = await list(path, { [field]: iso });
        const seconds = await list(path, { [field]: at });
        const digits = await list(path, { [field]: String(at) });
        expect(written.code, `${path} ${field}: ${written.message}`).toBe(0);
        expect(seconds.code, `${path} ${field}: ${seconds.message}`).toBe(0);
        expect(seconds.data).toEqual(written.data);
        expect(digits.data).toEqual(written.data);
      }
    }
  });

  it('refuses a number that is no date, naming the field', async () => {
    const bad = await list('/crm/customer/list.html', { createdFrom: 12 });
    expect(bad.code).toBe(1);
    expect(JSON.stringify(bad.data)).toContain('createdFrom');
  });
});
