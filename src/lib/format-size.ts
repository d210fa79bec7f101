const units = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/**
 * docs/spec.md §9: sizes as B to PB with two decimals (1536 -> "1.50 KB"). Bytes are whole: a file of
 * 5 bytes is "5 B", not "5.00 B" (docs/decisions/interaction-kit.md, 2026-12-08).
 */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let i = 0;
  let v = bytes;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i += 1;
  }
  return i === 0 ? `${Math.floor(v)} B` : `${v.toFixed(2)} ${units[i]}`;
}
