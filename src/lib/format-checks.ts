import { formatPatterns } from '../../contract/field-rules.ts';

/**
 * docs/spec.md §5 format checks, and the formats the server checks too (user name, mobile, e-mail, phone: their
 * patterns come from contract/field-rules.ts, one definition for both sides). Each takes the trimmed
 * text of a field and says whether it passes.
 */
export type FormatName =
  | 'int'
  | 'positiveInt'
  | 'nonNegativeInt'
  | 'negativeInt'
  | 'mobile'
  | 'email'
  | 'phone'
  | 'icp'
  | 'policeRecord'
  | 'userName'
  | 'date';

const intPattern = /^-?\d+$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

export const formatChecks: Record<FormatName, (value: string) => boolean> = {
  int: (v) => intPattern.test(v),
  positiveInt: (v) => intPattern.test(v) && BigInt(v) > 0n,
  nonNegativeInt: (v) => intPattern.test(v) && BigInt(v) >= 0n,
  negativeInt: (v) => intPattern.test(v) && BigInt(v) < 0n,
  mobile: (v) => formatPatterns.mobile.test(v),
  email: (v) => formatPatterns.email.test(v),
  phone: (v) => formatPatterns.phone.test(v),
  icp: (v) => formatPatterns.icp.test(v),
  policeRecord: (v) => formatPatterns.policeRecord.test(v),
  userName: (v) => formatPatterns.userName.test(v),
  date: (v) => parseDateParts(v) !== null,
};

/** Calendar-checked parts of `YYYY-MM-DD[ HH:MM:SS]`, or null (2023-02-30 is not a date). */
export function parseDateParts(v: string): [number, number, number, number, number, number] | null {
  const m = datePattern.exec(v);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return null;
  const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (d > daysInMonth) return null;
  return [y, mo, d, h, mi, s];
}

/**
 * docs/spec.md §5: date strings are sent as unix seconds. The text is read in the user's own time zone,
 * which is what they meant when they typed it.
 */
export function dateToUnixSeconds(v: string): number | null {
  const p = parseDateParts(v);
  if (!p) return null;
  const [y, mo, d, h, mi, s] = p;
  return Math.floor(new Date(y, mo - 1, d, h, mi, s).getTime() / 1000);
}
