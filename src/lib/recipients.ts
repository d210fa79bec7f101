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

/** How a dialog says the entries a send will not count, in its words. */
export interface LeftOutWords {
  /** "2 个格式不正确（123、abc）": how many are not valid, the first few named. */
  bad: (count: number, list: string) => string;
  /** "1 个重复". */
  repeated: (count: number) => string;
  /** "；未计入：{list}", around the parts joined. */
  notCounted: (list: string) => string;
  joiner: string;
  /** Said after the names shown when there are more. */
  andMore: string;
}

/** What follows a count hint for `tally` ("；未计入：…"), '' when everything counts; the first three bad entries named. */
export function leftOutNote(tally: RecipientTally, words: LeftOutWords, shown = 3): string {
  const parts: string[] = [];
  if (tally.bad.length > 0)
    parts.push(
      words.bad(
        tally.bad.length,
        tally.bad.slice(0, shown).join(words.joiner) + (tally.bad.length > shown ? words.andMore : ''),
      ),
    );
  if (tally.repeated > 0) parts.push(words.repeated(tally.repeated));
  return parts.length > 0 ? words.notCounted(parts.join(words.joiner)) : '';
}
