import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { csvRecord } from './csv.ts';

describe('csvRecord', () => {
  const cells = [
    '',
    'plain',
    '客户，中文逗号',
    'a,b',
    'say "hi"',
    '"',
    'two\nlines',
    'carriage\rreturn',
    'crlf\r\nend',
    ' spaces kept ',
    "'=1+1",
    '🙂 emoji',
  ];

  it('writes what a CSV library writes, cell by cell and as one record', () => {
    for (const cell of cells) expect(csvRecord([cell, 'x'])).toBe(stringify([[cell, 'x']]));
    expect(csvRecord(cells)).toBe(stringify([cells]));
  });

  it('quotes a cell with a comma, a quote or a line break, and doubles its quotes', () => {
    expect(csvRecord(['a,b', 'say "hi"', 'x\ny', 'ok'])).toBe('"a,b","say ""hi""","x\ny",ok\n');
  });
});
