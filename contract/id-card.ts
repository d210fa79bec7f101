/**
 * Citizen identity numbers of mainland China (GB 11643-1999): six digits of the region where the
 * number was issued, eight of the birth date, three of a sequence, and a check character computed
 * from the first seventeen (ISO 7064 MOD 11-2: 0-9 or X). Plain functions, no zod: the console checks
 * the number as it is typed and the server checks it again with the same code.
 *
 * The 15-digit numbers of the first generation of cards are refused: those cards expired in 2013.
 */

/** What is wrong with a typed number, in the order the checks run. */
export type IdCardProblem = 'format' | 'region' | 'birth' | 'check';

const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const checkCharacters = '10X98765432';
const shape = /^\d{17}[\dX]$/;
// The first two digits: a province-level division of GB/T 2260, or 81/82/83 (the residence permits of
// Hong Kong, Macao and Taiwan residents, which follow the same standard).
const provinces = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61,
  62, 63, 64, 65, 71, 81, 82, 83,
]);

/** The number as it is stored and compared: spaces dropped, a final `x` upper-cased. */
export function normalizeIdCard(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** The check character of the first seventeen digits. */
export function idCardCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (weights[i] ?? 0);
  return checkCharacters[sum % 11] ?? '';
}

/** Null when the number is well formed: 18 characters, a known region, a real birth date, the right check character. */
export function idCardProblem(text: string, today: Date = new Date()): IdCardProblem | null {
  const n = normalizeIdCard(text);
  if (!shape.test(n)) return 'format';
  if (!provinces.has(Number(n.slice(0, 2)))) return 'region';
  const year = Number(n.slice(6, 10));
  const month = Number(n.slice(10, 12));
  const day = Number(n.slice(12, 14));
  const born = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1800 ||
    born.getUTCFullYear() !== year ||
    born.getUTCMonth() !== month - 1 ||
    born.getUTCDate() !== day ||
    born.getTime() > today.getTime()
  )
    return 'birth';
  if (idCardCheckCharacter(n.slice(0, 17)) !== n[17]) return 'check';
  return null;
}

/** What answers show of a number: the first four and last four characters (`4401**********1234`). */
export function maskIdCard(text: string): string {
  const n = normalizeIdCard(text);
  if (n.length <= 8) return '*'.repeat(n.length);
  return `${n.slice(0, 4)}${'*'.repeat(n.length - 8)}${n.slice(-4)}`;
}
