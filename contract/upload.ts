import { z } from 'zod';
import { idField, type ListResult, listQuery } from './envelope.ts';
import type { RuleKey } from './rule-key.ts';

export const uploadPaths = {
  /** Multipart: `file`, optional `title` and `kind` (image | video | file). */
  file: '/brand/upload/file.html',
  /** Multipart: `files` (several), optional `kind`. */
  files: '/brand/upload/files.html',
  imagelist: '/brand/upload/imagelist.html',
  videolist: '/brand/upload/videolist.html',
  filelist: '/brand/upload/filelist.html',
  /** `GET ?id=3`: removes the entry from the library (and its stored files). */
  del: '/brand/upload/del.html',
  /** `GET`: what the rich text editor may upload. */
  ueconfig: '/upload/ueconfig.html',
  /**
   * `GET ?key=<storage key>`: a private file (an agent's licence or id card scan), to a signed-in
   * member of its brand whose role sees agents. Its `fileurl` is this path with the key.
   */
  private: '/brand/upload/private.html',
} as const;

/**
 * The rules of the upload endpoints. `file` also guards `GET /upload/ueconfig.html` (what the rich
 * text editor may upload): whoever may upload a file may read the limits.
 */
export const uploadRule = {
  file: 'brand/upload/file',
  files: 'brand/upload/files',
  imagelist: 'brand/upload/imagelist',
  videolist: 'brand/upload/videolist',
  filelist: 'brand/upload/filelist',
  del: 'brand/upload/del',
} as const satisfies Record<string, RuleKey>;

export const uploadKinds = ['image', 'video', 'file'] as const;
export type UploadKind = (typeof uploadKinds)[number];

/** Multipart field names. */
export const uploadFields = {
  file: 'file',
  files: 'files',
  title: 'title',
  kind: 'kind',
  purpose: 'purpose',
} as const;

/**
 * What an upload is for, sent as the `purpose` field (default `library`). `library`: the brand's
 * picture library, public under its URL (logos, covers, the site API). `licence`: an agent's licence
 * or id card scan, private: never in the library's lists, served only by `uploadPaths.private` to the
 * agents' roles; uploading one takes the rule to add or edit agents as well.
 */
export const uploadPurposes = ['library', 'licence'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];
export const uploadPurposeValue = /* @__PURE__ */ (() => z.enum(uploadPurposes))();

/** The `fileurl` of a private file: the API's own address, never the storage's public one. */
export function privateFileUrl(storageKey: string): string {
  return `${uploadPaths.private}?key=${storageKey}`;
}

export const uploadPrivateQuery = /* @__PURE__ */ (() =>
  z.strictObject({ key: z.string().min(1).max(300) }))();

/**
 * Every extension a brand may allow, per kind, with the types its content may be read as (`file-type`).
 * An empty list marks a text format: no signature to read, so the content must be UTF-8 text
 * (and an SVG must hold an `<svg` element). A brand's `cfg_attach_*_exts` pick from these.
 */
export const extensionCatalogue: Record<UploadKind, Record<string, readonly string[]>> = {
  image: {
    jpg: ['image/jpeg'],
    jpeg: ['image/jpeg'],
    png: ['image/png'],
    gif: ['image/gif'],
    webp: ['image/webp'],
    bmp: ['image/bmp'],
    avif: ['image/avif'],
    svg: [],
  },
  video: {
    mp4: ['video/mp4'],
    m4v: ['video/x-m4v', 'video/mp4'],
    webm: ['video/webm'],
    mov: ['video/quicktime'],
    ogv: ['video/ogg'],
  },
  file: {
    pdf: ['application/pdf'],
    doc: ['application/x-cfb'],
    xls: ['application/x-cfb'],
    ppt: ['application/x-cfb'],
    docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/zip'],
    xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/zip'],
    pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'application/zip'],
    zip: ['application/zip'],
    rar: ['application/x-rar-compressed', 'application/vnd.rar'],
    '7z': ['application/x-7z-compressed'],
    mp3: ['audio/mpeg'],
    txt: [],
    csv: [],
    md: [],
    html: [],
  },
};

/**
 * docs/spec.md §3 uploaded file `{ fileurl, title }` plus what the library shows. `fileurl` and `thumburl` are
 * absolute URLs on a bucket, or paths on the API's origin (`/uploads/...`) on local disk.
 */
export interface UploadedItem {
  id: number;
  fileurl: string;
  title: string;
  kind: UploadKind;
  mime: string;
  size: number;
  width?: number;
  height?: number;
  thumburl?: string;
  /** ISO 8601. */
  createdAt: string;
}

/** A file `files.html` refused, with why (in the caller's language). */
export interface UploadRefusal {
  name: string;
  reason: string;
}

/** `data` of `files.html`: what was stored (or found already stored) and what was refused. */
export interface UploadFilesResult {
  list: UploadedItem[];
  refused: UploadRefusal[];
}

/** The library's list body: newest first, `keyword` matches the title. */
export const uploadListBody = /* @__PURE__ */ (() => listQuery.extend({ sort: z.undefined().optional() }))();
export type UploadListBody = z.input<typeof uploadListBody>;
export type UploadListResult = ListResult<UploadedItem>;

export const uploadDelQuery = /* @__PURE__ */ (() => z.strictObject({ id: idField }))();

export const uploadKindValue = /* @__PURE__ */ (() => z.enum(uploadKinds))();

export interface UploadKindRules {
  /** Bytes. */
  maxSize: number;
  /** Lower case, without the dot. */
  exts: string[];
}

/** `GET /upload/ueconfig.html`: what the rich text editor may upload and where. */
export interface UeConfig {
  uploadUrl: string;
  fieldName: string;
  listUrls: Record<UploadKind, string>;
  image: UploadKindRules;
  video: UploadKindRules;
  file: UploadKindRules;
  thumbWidth: number;
}
