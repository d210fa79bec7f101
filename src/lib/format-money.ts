/**
 * An amount as the server answers it ("1234567.50") with its thousands grouped ("1,234,567.50"):
 * text in, text out, so no float ever touches a price on the way to the screen.
 */
export function groupDigits(amount: string): string {
  const m = /^(-?)(\d+)(\.\d+)?$/.exec(amount);
  if (!m) return amount;
  return `${m[1]}${(m[2] ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${m[3] ?? ''}`;
}
