const units = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** docs/spec.md §9: bytes as B to PB with two decimals (1536 -> "1.50 KB"). */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0.00 B';
  let i = 0;
  let v = bytes;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i += 1;
  }
  return `${v.toFixed(2)} ${units[i]}`;
}
