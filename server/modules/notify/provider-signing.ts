import { createHash, createHmac } from 'node:crypto';

/** Helpers shared by the Aliyun (ACS3) and Tencent (TC3) signers. */

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

export const hmacSha256 = (key: string | Uint8Array, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 percent-encoding: encodeURIComponent leaves `!'()*` as they are, the providers do not. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `a=1&b=2`: pairs sorted by encoded name, names and values percent-encoded. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([k, v]) => [percentEncode(k), percentEncode(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}
