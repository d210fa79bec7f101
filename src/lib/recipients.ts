/**
 * Recipients typed or pasted into one field: one per line, or separated by commas, semicolons (either
 * width), the Chinese enumeration comma or spaces. Empty pieces are dropped; the server judges each.
 */
export function splitRecipients(text: string): string[] {
  return text
    .split(/[\s,，;；、]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Entries as a send will read them: how many go, and those left out as not valid or repeated. */
export interface RecipientTally {
  going: number;
  bad: string[];
  repeated: number;
}

/**
 * Counts entries that will go: valid (`normal` answers their sending form, or null) and distinct,
 * as the server judges them, so a count never includes what it will refuse.
 */
export function tallyRecipients(
  entries: readonly string[],
  normal: (entry: string) => string | null,
): RecipientTally {
  const seen = new Set<string>();
  const tally: RecipientTally = { going: 0, bad: [], repeated: 0 };
  for (const entry of entries) {
    const value = normal(entry);
    if (value === null) tally.bad.push(entry);
    else if (seen.has(value)) tally.repeated += 1;
    else {
      seen.add(value);
      tally.going += 1;
    }
  }
  return tally;
}
