/** A form value as the text a call sends: a string trimmed, a number written out, anything else empty. */
export function textOf(v: unknown): string {
  return typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
}
