/**
 * Every date the API takes may also come as unix seconds (the form check turns date fields into
 * them): a number, or a string of digits, becomes the ISO time it names before the date's own rule
 * reads it. Anything else passes through unchanged, so each schema still says what it accepts.
 * Seconds from 1973 to 2286 (9 or 10 digits); a smaller number is no date the console sends.
 */
export function fromUnixSeconds(v: unknown): unknown {
  const seconds =
    typeof v === 'number' ? v : typeof v === 'string' && /^\d{9,10}$/.test(v.trim()) ? Number(v) : NaN;
  if (!Number.isInteger(seconds) || seconds < 100_000_000 || seconds > 9_999_999_999) return v;
  return new Date(seconds * 1000).toISOString();
}
