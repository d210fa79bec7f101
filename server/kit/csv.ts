/**
 * One CSV record and its line end, quoted as RFC 4180 and spreadsheets read it: a cell holding a
 * comma, a double quote or a line break goes in double quotes, its quotes doubled; others as they are.
 * Written out rather than through a CSV library: an export writes a million records, and the library's
 * options machinery cost seven times this per record.
 */
export function csvRecord(cells: readonly string[]): string {
  let line = '';
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i] ?? '';
    if (i > 0) line += ',';
    line += needsQuotes.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
  }
  return `${line}\n`;
}

const needsQuotes = /[",\r\n]/;
