import { describe, expect, it } from 'vitest';
import { chinaDay } from '../../../contract/china-time.ts';
import { lineProblem } from './customer-import-check.ts';

// The preview's check is the server import's (customer-import.policy.ts), said before the upload.
describe('lineProblem', () => {
  const mapping = { name: 0, mobile: 1, birthday: 2 };
  const line = (birthday: string) => lineProblem(['甲', '13800000001', birthday], mapping);

  it('says a birthday that is not a day, or is after today; takes today and an empty cell', () => {
    expect(line('1990-02-30')).toEqual({
      key: 'customerImport.line.dayBad',
      params: { value: '1990-02-30' },
      field: 'birthday',
    });
    expect(line('2099-12-31')).toEqual({
      key: 'customerImport.line.dayAfterToday',
      params: { value: '2099-12-31' },
      field: 'birthday',
    });
    expect(line(chinaDay())).toBeNull();
    expect(line('')).toBeNull();
  });
});
