import { extensionCatalogue, type UploadKind, uploadKinds } from '../../contract/upload.ts';

/** The limits of one kind as a brand configured them. */
export interface KindRules {
  maxBytes: number;
  exts: string[];
  /** Images: the most pixels (width × height, each frame) read from the header before decoding. */
  maxPixels?: number;
}
export type UploadRules = Record<UploadKind, KindRules>;

/** Why a file is refused: a message key of server/messages.ts with its parameters. */
export interface Refusal {
  key:
    | 'uploadNameUnsafe'
    | 'uploadEmpty'
    | 'uploadTooLarge'
    | 'uploadExtNotAllowed'
    | 'uploadExecutable'
    | 'uploadTypeMismatch'
    | 'uploadTypeUnknown'
    | 'uploadNotText'
    | 'uploadBadImage'
    | 'uploadTooManyPixels';
  params?: Record<string, string | number>;
}

const megabyte = 1024 * 1024;

export function mb(bytes: number): number {
  return Math.round((bytes / megabyte) * 10) / 10;
}

/** The largest file any kind allows: a body past it (plus the form's own overhead) is refused early. */
export function largestLimit(rules: UploadRules): number {
  return Math.max(...uploadKinds.map((k) => rules[k].maxBytes));
}

/** Room for the multipart boundaries, headers and small fields around the files. */
export const multipartOverhead = 64 * 1024;

/**
 * A file name as sent, refused when it carries a path: `../`, a slash or backslash, a NUL or
 * control character. Browsers send bare names, so such a name is a forged request, not a user's file.
 */
export function checkName(name: string): Refusal | null {
  if (
    name.trim() === '' ||
    name.length > 255 ||
    /[/\\]/.test(name) ||
    name.split('.').every((p) => p === '') ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    /[\u0000-\u001f\u007f]/.test(name)
  )
    return { key: 'uploadNameUnsafe', params: { name: name.slice(0, 80) } };
  return null;
}

/** The extension of a name, lower case without the dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The kind a file goes to when the form does not say: the first kind whose allowed list has its extension. */
export function kindOfExtension(ext: string, rules: UploadRules): UploadKind | null {
  return uploadKinds.find((k) => rules[k].exts.includes(ext)) ?? null;
}

/** Types read from content that are programs, whatever the name says. */
const executableTypes = new Set([
  'exe',
  'elf',
  'macho',
  'class',
  'dex',
  'wasm',
  'apk',
  'jar',
  'crx',
  'xpi',
  'deb',
  'rpm',
  'lnk',
  'reg',
  'swf',
]);

/** What `file-type` read from the content (undefined: no known signature, e.g. text). */
export interface Sniffed {
  ext: string;
  mime: string;
}

/**
 * Decides whether a received file may be stored as `kind`, from its name, size and the type read from
 * its content (never from the browser's type). `looksLikeText` answers for formats without a signature.
 */
export function checkFile(input: {
  name: string;
  kind: UploadKind;
  size: number;
  rules: UploadRules;
  sniffed: Sniffed | undefined;
  looksLikeText: boolean;
}): Refusal | null {
  const { name, kind, size, rules, sniffed } = input;
  const named = checkName(name);
  if (named) return named;
  if (size === 0) return { key: 'uploadEmpty', params: { name } };
  const limit = rules[kind].maxBytes;
  if (size > limit) return { key: 'uploadTooLarge', params: { name, max: mb(limit) } };
  if (sniffed && executableTypes.has(sniffed.ext)) return { key: 'uploadExecutable', params: { name } };
  const ext = extensionOf(name);
  if (!rules[kind].exts.includes(ext))
    return {
      key: 'uploadExtNotAllowed',
      params: { name, ext: ext || '-', allowed: rules[kind].exts.join(', ') },
    };
  const expected = extensionCatalogue[kind][ext];
  if (!expected)
    return { key: 'uploadExtNotAllowed', params: { name, ext, allowed: rules[kind].exts.join(', ') } };
  if (expected.length === 0) {
    // A text format: no signature may be found (an XML prolog is fine for SVG and HTML).
    const xmlOk = (ext === 'svg' || ext === 'html') && sniffed?.ext === 'xml';
    if (sniffed && !xmlOk) return { key: 'uploadTypeMismatch', params: { name, ext, type: sniffed.ext } };
    if (!input.looksLikeText) return { key: 'uploadNotText', params: { name, ext } };
    return null;
  }
  // No known signature at all (a text file named .png): there is no type to name beside the extension.
  if (!sniffed) return { key: 'uploadTypeUnknown', params: { name, ext } };
  if (!expected.includes(sniffed.mime))
    return { key: 'uploadTypeMismatch', params: { name, ext, type: sniffed.ext } };
  return null;
}

/** The content type a stored file is served with. */
export function servedType(ext: string, sniffedMime: string | undefined): string {
  switch (ext) {
    case 'svg':
      return 'image/svg+xml';
    case 'html':
      return 'text/html; charset=utf-8';
    case 'txt':
      return 'text/plain; charset=utf-8';
    case 'csv':
      return 'text/csv; charset=utf-8';
    case 'md':
      return 'text/markdown; charset=utf-8';
    default:
      return sniffedMime ?? 'application/octet-stream';
  }
}

/** SVG and HTML can carry script: never served inline. */
export function servedAsAttachment(ext: string): boolean {
  return ext === 'svg' || ext === 'html';
}

/** Decoded bytes that are UTF-8 text without NULs (the head of a file with no signature). */
export function isUtf8Text(head: Uint8Array, complete: boolean): boolean {
  if (head.includes(0)) return false;
  // A multi-byte character may be cut at the end of an incomplete head: drop up to three bytes.
  for (let cut = 0; cut <= (complete ? 0 : 3); cut++) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - cut));
      return true;
    } catch {
      // try a shorter head
    }
  }
  return false;
}

/** SVG must hold an `<svg` element near its start. */
export function looksLikeSvg(head: Uint8Array): boolean {
  return /<svg[\s>]/i.test(new TextDecoder().decode(head));
}
