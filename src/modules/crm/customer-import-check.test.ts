import { describe, expect, it } from 'vitest';
import { chinaDay } from '../../../contract/china-time.ts';
import { lineProblem, previewProblems } from './customer-import-check.ts';

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

describe('a gender cell', () => {
  const line = (gender: string) =>
    lineProblem(['甲', '13800000001', gender], { name: 0, mobile: 1, gender: 2 });

  it('takes the words the import knows, in any case, and an empty cell; says any other', () => {
    for (const known of ['男', 'Male', 'F', '女士', '保密', '']) expect(line(known)).toBeNull();
    for (const value of ['unknownsex', 'constructor'])
      expect(line(value)).toEqual({ key: 'customerImport.line.genderBad', params: { value } });
  });
});

describe('previewProblems', () => {
  it('says a mobile an earlier line has (as the import reads it), naming that line; the first one imports', () => {
    const rows = [
      ['甲', '13700000001'],
      ['乙', '1234'],
      ['丙', '+86 137-0000-0001'],
      ['丁', '13700000002'],
      ['戊', '13700000001'],
    ];
    expect(previewProblems(rows, { name: 0, mobile: 1 }, 2)).toEqual([
      null,
      { key: 'customerImport.line.mobileBad', params: { value: '1234' } },
      { key: 'customerImport.line.mobileRepeated', params: { value: '+86 137-0000-0001', line: 2 } },
      null,
      { key: 'customerImport.line.mobileRepeated', params: { value: '13700000001', line: 2 } },
    ]);
  });
});
