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
