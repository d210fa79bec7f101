import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyQuery,
  type ListQueryState,
  paramsFromQuery,
  queryFromParams,
} from '../machines/list.machine.ts';
import { moveIds, toSortItems } from '../machines/sort.machine.ts';
import { joinHash, splitHash } from './hash.ts';

describe('list query in the hash', () => {
  it('splits and joins a hash with a query inside it', () => {
    expect(splitHash('#/crm/customer/list?page=2&keyword=li').path).toBe('/crm/customer/list');
    expect(
      new URLSearchParams(splitHash('#/crm/customer/list?page=2&keyword=li').search).get('keyword'),
    ).toBe('li');
    expect(splitHash('').path).toBe('/');
    expect(joinHash('/system/role', new URLSearchParams('page=3'))).toBe('/system/role?page=3');
    expect(joinHash('/system/role', new URLSearchParams())).toBe('/system/role');
  });

  it('leaves defaults out of the address and reads malformed values as defaults', () => {
    expect(paramsFromQuery(emptyQuery).toString()).toBe('');
    expect(queryFromParams(new URLSearchParams('page=-3&pageSize=abc'))).toEqual(emptyQuery);
    expect(queryFromParams(new URLSearchParams('pageSize=5000')).pageSize).toBe(100);
  });

  it('property: any query survives the trip through the address', () => {
    const filterNames = ['status', 'group'];
    const query: fc.Arbitrary<ListQueryState> = fc.record({
      page: fc.integer({ min: 1, max: 10_000 }),
      pageSize: fc.integer({ min: 1, max: 100 }),
      keyword: fc.string({ maxLength: 20 }).map((s) => s.trim()),
      sort: fc.constantFrom('', 'title', '-title', 'createdAt'),
      filters: fc
        .record({ status: fc.constantFrom('', '0', '1'), group: fc.constantFrom('', 'vip', '客户 A&B') })
        .map((f) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== ''))),
    });
    fc.assert(
      fc.property(query, (q) => {
        const hash = joinHash('/crm/customer/list', paramsFromQuery(q));
        expect(queryFromParams(new URLSearchParams(splitHash(`#${hash}`).search), filterNames)).toEqual(q);
      }),
    );
  });
});

describe('sort order', () => {
  it('numbers the order the user sees from 1', () => {
    expect(toSortItems([7, 3, 9])).toEqual([
      { id: 7, ordernum: 1 },
      { id: 3, ordernum: 2 },
      { id: 9, ordernum: 3 },
    ]);
  });

  it('property: a move keeps every id exactly once and puts the moved one next to the target', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 2, maxLength: 12 }),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (order, a, b, before) => {
          const key = order[a % order.length] as number;
          const target = order[b % order.length] as number;
          const next = moveIds(order, [key], target, before ? 'before' : 'after');
          expect([...next].sort((x, y) => Number(x) - Number(y))).toEqual([...order].sort((x, y) => x - y));
          if (key !== target) expect(next.indexOf(key) - next.indexOf(target)).toBe(before ? -1 : 1);
        },
      ),
    );
  });
});
