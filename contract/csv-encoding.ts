/**
 * The encoding the import's job reads a customer CSV in, judged by its first bytes: UTF-8 (a BOM or
 * not), or GBK, Excel's "CSV" on a Chinese Windows; null for anything else (an Excel workbook, UTF-16
 * text, an image), which is refused in words. The browser's preview makes the first test (`notText`).
 */
export function csvEncodingOf(bytes: Uint8Array): 'utf-8' | 'gbk' | null {
  if (notText(bytes)) return null;
  if (decodes('utf-8', bytes)) return 'utf-8';
  return notGbk(bytes) || !decodes('gbk', bytes) ? null : 'gbk';
}

/**
 * A workbook (a zip, or the older .xls), UTF-16 text and every binary format carry NUL bytes; no CSV of
 * text does. The browser refuses such a file before its preview; a text in another encoding it previews
 * as best it can, and the server's job refuses it with the reason.
 */
export const notText = (bytes: Uint8Array) => bytes.includes(0);

/**
 * 0xFF is no byte of any GBK character, yet Node's GBK decoder drops it without a word even when
 * `fatal`: a file with one would import with characters missing, so it is not GBK.
 */
export const notGbk = (bytes: Uint8Array) => bytes.includes(0xff);

function decodes(encoding: 'utf-8' | 'gbk', bytes: Uint8Array): boolean {
  try {
    // Streamed: a first chunk may end inside a character.
    new TextDecoder(encoding, { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** A file that is not text at all (`notText`), named by its file name: the browser says so. */
export class NotCsvText extends Error {
  override name = 'NotCsvText';
}
