/**
 * Money and percentages travel, are checked and are stored as decimal strings ("12.50"), never as
 * floats: 0.1 + 0.2 is not 0.3 in binary, and a price that drifts by a cent on its way to the
 * database is a wrong invoice. Plain functions over BigInt, no zod: the console imports this file.
 * The database keeps them in `numeric(p, 2)` columns, which drivers answer as strings too.
 */
export interface DecimalRule {
  readonly required?: boolean;
  /** Smallest value allowed, as a decimal string. */
  readonly min: string;
  /** Largest value allowed, as a decimal string. */
  readonly max: string;
  /** Decimal places accepted, and answered ("12.5" is answered "12.50"). */
  readonly places: number;
}

/** A price: 0 to 99,999,999.99, fits `numeric(10, 2)`. */
export const moneyRule = { min: '0', max: '99999999.99', places: 2 } as const satisfies DecimalRule;
/** A percentage such as a commission: 0 to 100 with two places, fits `numeric(5, 2)`. */
export const percentRule = { min: '0', max: '100', places: 2 } as const satisfies DecimalRule;

// Digits, optionally a point and digits: no sign, exponent, spaces or thousands separators, so "1e3",
// "-1" and "1,000" are refused rather than read as something the user did not mean.
const decimalPattern = /^(\d+)(?:\.(\d+))?$/;

/** What is wrong with a typed amount: not a plain number, too many places, or outside the range. */
export type DecimalProblem = 'format' | 'places' | 'range';

/** The value in units of the last place (`"12.5"`, 2 places → 1250n), or null when it is not a plain number or has more places. */
export function decimalUnits(text: string, places: number): bigint | null {
  const m = decimalPattern.exec(text.trim());
  if (!m) return null;
  const fraction = m[2] ?? '';
  if (fraction.length > places) return null;
  return BigInt(`${m[1]}${fraction.padEnd(places, '0')}`);
}

/** Units back to text with exactly `places` places (1250n, 2 → "12.50"). */
export function formatUnits(units: bigint, places: number): string {
  const digits = units.toString().padStart(places + 1, '0');
  if (places === 0) return digits;
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** Null when the (trimmed, non-empty) text is an amount the rule accepts. */
export function decimalProblem(text: string, rule: DecimalRule): DecimalProblem | null {
  const trimmed = text.trim();
  if (!decimalPattern.test(trimmed)) return 'format';
  const units = decimalUnits(trimmed, rule.places);
  if (units === null) return 'places';
  const min = decimalUnits(rule.min, rule.places) ?? 0n;
  const max = decimalUnits(rule.max, rule.places) ?? 0n;
  return units < min || units > max ? 'range' : null;
}

/** The canonical text of an accepted amount: `"012.5"` → `"12.50"`. */
export function normalizeDecimal(text: string, places: number): string {
  const units = decimalUnits(text, places);
  if (units === null) throw new Error(`not a decimal with ${places} places: ${text}`);
  return formatUnits(units, places);
}
