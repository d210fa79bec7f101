import { describe, expect, it } from 'vitest';
import { type AreaChoice, addArea, areaChoicesOf } from './group-areas.tsx';

const guangdong: AreaChoice = { id: 440000, ids: [440000], names: ['广东省'] };
const shenzhen: AreaChoice = { id: 440300, ids: [440000, 440300], names: ['广东省', '深圳市'] };
const nanshan: AreaChoice = {
  id: 440305,
  ids: [440000, 440300, 440305],
  names: ['广东省', '深圳市', '南山区'],
};
const hangzhou: AreaChoice = { id: 330100, ids: [330000, 330100], names: ['浙江省', '杭州市'] };
const draftOf = (c: AreaChoice) => ({ areaId: c.id, ids: c.ids, names: c.names });

describe("the group builder's areas", () => {
  it('adds a city beside another province, in the order chosen', () => {
    expect(addArea([guangdong], draftOf(hangzhou))).toEqual({ added: [guangdong, hangzhou], merged: 0 });
  });

  it('refuses an area already chosen, or inside a chosen one, naming the one that holds it', () => {
    expect(addArea([shenzhen], draftOf(shenzhen))).toEqual({ refused: 'chosen', holder: shenzhen });
    expect(addArea([guangdong], draftOf(shenzhen))).toEqual({ refused: 'within', holder: guangdong });
    expect(addArea([hangzhou, shenzhen], draftOf(nanshan))).toEqual({ refused: 'within', holder: shenzhen });
  });

  it('lets a whole province take the place of the cities and districts chosen inside it', () => {
    expect(addArea([shenzhen, hangzhou, nanshan], draftOf(guangdong))).toEqual({
      added: [hangzhou, guangdong],
      merged: 2,
    });
  });

  it('refuses nothing picked, and a 101st area (the contract takes 100)', () => {
    expect(addArea([guangdong], { areaId: 0, ids: [], names: [] })).toEqual({ refused: 'nothing' });
    const hundred = Array.from({ length: 100 }, (_, i) => ({ id: 1000 + i, ids: [1000 + i], names: ['x'] }));
    expect(addArea(hundred, draftOf(hangzhou))).toEqual({ refused: 'full' });
    expect(addArea(hundred.slice(1), draftOf(hangzhou))).toMatchObject({ merged: 0 });
  });

  it('reads the form value back, dropping what is not a choice (an old draft holding bare codes)', () => {
    expect(areaChoicesOf([{ id: 440300, ids: [440000, 440300], names: ['广东省', '深圳市'] }])).toEqual([
      shenzhen,
    ]);
    expect(areaChoicesOf(['440000', 440000, null, { ids: [1] }])).toEqual([]);
    expect(areaChoicesOf(undefined)).toEqual([]);
  });
});
