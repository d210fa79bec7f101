import { z } from 'zod';
import { type Address, addressSchema } from './address.ts';
import { emailRule, formatPatterns, type TextRule } from './field-rules.ts';
import type { RuleKey } from './rule-key.ts';
import { textSchema } from './rule-schema.ts';
import { extensionCatalogue, type UploadKind } from './upload.ts';

export const configPaths = {
  brand: '/brand/config/brand.html',
  attach: '/brand/config/attach.html',
  tech: '/brand/config/tech.html',
  document: '/brand/config/document.html',
  /** `{ cfg_<group>_<field>: value, ... }`: saves the fields given, any groups at once. */
  update: '/brand/config/update.html',
} as const;

/** The Configuration module's screens (menu entries and routes). */
export const configScreenRule = {
  index: 'config/index',
  protocol: 'config/protocol',
  /** `/config/attach`: the index's attach tab, listed under the index (docs/spec.md §2 mapping). */
  attach: 'config/attach',
  /** `/config/media`: the media library as a page (it is also opened from every picker). */
  media: 'config/media',
} as const satisfies Record<string, RuleKey>;

/** The rules of the `brand/config` endpoints. */
export const configRule = {
  brand: 'brand/config/brand',
  attach: 'brand/config/attach',
  tech: 'brand/config/tech',
  document: 'brand/config/document',
  update: 'brand/config/update',
} as const satisfies Record<string, RuleKey>;

export const configGroups = ['brand', 'attach', 'tech', 'document'] as const;
export type ConfigGroup = (typeof configGroups)[number];

/** `cfg_{group}_{field}`: how every field travels, both ways. */
export const configKey = (group: ConfigGroup, field: string) => `cfg_${group}_${field}`;

/**
 * The text fields' rules, shared with the console's form checks (contract/field-rules.ts): the
 * browser refuses what the server would. Phone, filing numbers and the site URL are checked by the
 * server alone and marked at their field when refused.
 */
export const brandTitleRule = { required: true, max: 40 } as const satisfies TextRule;
export const brandContactRule = { max: 40 } as const satisfies TextRule;
export const brandEmailRule = emailRule;
export const brandIntroRule = { max: 500 } as const satisfies TextRule;
export const brandHoursRule = { max: 100 } as const satisfies TextRule;
export const techCopyrightRule = { max: 200 } as const satisfies TextRule;
export const documentRules = { maxChars: 200_000 } as const;
export const attachLimits = {
  image_max_mb: { min: 1, max: 50 },
  /** An image's pixels (megapixels), read from its header before it is decoded: a small file may declare a huge image. */
  image_max_mp: { min: 1, max: 200 },
  video_max_mb: { min: 1, max: 1024 },
  file_max_mb: { min: 1, max: 1024 },
  thumb_width: { min: 32, max: 1920 },
} as const;

export interface BrandConfig {
  cfg_brand_title: string;
  /** An uploaded image's `fileurl`, or ''. */
  cfg_brand_logo: string;
  cfg_brand_contact: string;
  cfg_brand_phone: string;
  cfg_brand_email: string;
  cfg_brand_address: Address;
  cfg_brand_intro: string;
  cfg_brand_hours: string;
}

export interface AttachConfig {
  cfg_attach_image_max_mb: number;
  /** Largest image in megapixels (width × height / 1,000,000). */
  cfg_attach_image_max_mp: number;
  cfg_attach_video_max_mb: number;
  cfg_attach_file_max_mb: number;
  /** Comma separated, lower case, without dots: `jpg,jpeg,png`. */
  cfg_attach_image_exts: string;
  cfg_attach_video_exts: string;
  cfg_attach_file_exts: string;
  cfg_attach_thumb_width: number;
  /** Read only: where uploads go (`S3_*` variables). */
  cfg_attach_storage: 'local' | 's3';
}

export interface TechConfig {
  cfg_tech_site_url: string;
  cfg_tech_icp: string;
  cfg_tech_police_record: string;
  cfg_tech_copyright: string;
  cfg_tech_service_phone: string;
  /**
   * Whether the brand's site may read its published content without a session (`/site/<brandId>/*`,
   * contract/site.ts). On unless the brand turns it off; off, every read answers 404.
   */
  cfg_tech_site_api: boolean;
}

/** Rich text as the server sanitised and stored it; version and update time are kept by the server. */
export interface DocumentConfig {
  cfg_document_agreement: string;
  cfg_document_agreement_version: number;
  /** ISO 8601, null before the first save. */
  cfg_document_agreement_updated_at: string | null;
  cfg_document_privacy: string;
  cfg_document_privacy_version: number;
  cfg_document_privacy_updated_at: string | null;
}

export const attachDefaults = {
  image_max_mb: 5,
  image_max_mp: 40,
  video_max_mb: 100,
  file_max_mb: 20,
  image_exts: 'jpg,jpeg,png,gif,webp',
  video_exts: 'mp4,webm,mov',
  file_exts: 'pdf,doc,docx,xls,xlsx,ppt,pptx,zip,txt,csv',
  thumb_width: 320,
} as const;

/** A comma-separated extension list of one kind: lower case, dots dropped, each from the catalogue. */
export function parseExtList(kind: UploadKind, raw: string): { exts: string[]; unknown: string[] } {
  const exts = [
    ...new Set(
      raw
        .split(/[,\s，]+/)
        .map((e) => e.trim().toLowerCase().replace(/^\.+/, ''))
        .filter(Boolean),
    ),
  ];
  return { exts, unknown: exts.filter((e) => !(e in extensionCatalogue[kind])) };
}

/** A shared text rule; an optional field also takes null or nothing, stored as ''. */
const ruleText = (rule: TextRule) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), textSchema(rule));
const optionalText = (max: number) => ruleText({ max });
const optionalPattern = (pattern: RegExp, max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.union([z.literal(''), z.string().trim().max(max).regex(pattern)]),
  );
const extList = (kind: UploadKind) =>
  z
    .string()
    .max(500)
    .superRefine((v, ctx) => {
      const { exts, unknown } = parseExtList(kind, v);
      if (exts.length === 0) ctx.addIssue({ code: 'custom', message: 'required' });
      else if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: `exts:${unknown.join(',')}` });
    })
    .transform((v) => parseExtList(kind, v).exts.join(','));
const mb = (r: { min: number; max: number }) => z.coerce.number().int().min(r.min).max(r.max);

/**
 * The writable fields of every group (`update.html`), each checked alone; keys not here (unknown or
 * read-only) are refused by name. Values are normalised as they are stored.
 */
export const configFieldSchemas = /* @__PURE__ */ (() =>
  ({
    cfg_brand_title: textSchema(brandTitleRule),
    cfg_brand_logo: optionalText(500),
    cfg_brand_contact: ruleText(brandContactRule),
    cfg_brand_phone: optionalPattern(formatPatterns.phone, 20),
    cfg_brand_email: ruleText(brandEmailRule),
    cfg_brand_address: addressSchema,
    cfg_brand_intro: ruleText(brandIntroRule),
    cfg_brand_hours: ruleText(brandHoursRule),
    cfg_attach_image_max_mb: mb(attachLimits.image_max_mb),
    cfg_attach_image_max_mp: mb(attachLimits.image_max_mp),
    cfg_attach_video_max_mb: mb(attachLimits.video_max_mb),
    cfg_attach_file_max_mb: mb(attachLimits.file_max_mb),
    cfg_attach_image_exts: extList('image'),
    cfg_attach_video_exts: extList('video'),
    cfg_attach_file_exts: extList('file'),
    cfg_attach_thumb_width: mb(attachLimits.thumb_width),
    cfg_tech_site_url: z.preprocess(
      (v) => (v === null || v === undefined ? '' : v),
      z.union([
        z.literal(''),
        z
          .string()
          .trim()
          .max(200)
          .pipe(z.url({ protocol: /^https?$/ })),
      ]),
    ),
    cfg_tech_icp: optionalPattern(formatPatterns.icp, 40),
    cfg_tech_police_record: optionalPattern(formatPatterns.policeRecord, 40),
    cfg_tech_copyright: ruleText(techCopyrightRule),
    cfg_tech_service_phone: optionalPattern(formatPatterns.phone, 20),
    cfg_tech_site_api: z.preprocess(
      (v) =>
        v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : v,
      z.boolean(),
    ),
    cfg_document_agreement: z.string().max(documentRules.maxChars),
    cfg_document_privacy: z.string().max(documentRules.maxChars),
  }) as const)();

export type ConfigFieldKey = keyof typeof configFieldSchemas;
/** What `update.html` takes: any writable fields of any groups. */
export type ConfigUpdateBody = Partial<{ [K in ConfigFieldKey]: z.input<(typeof configFieldSchemas)[K]> }>;
export type ConfigUpdateValues = Partial<{ [K in ConfigFieldKey]: z.output<(typeof configFieldSchemas)[K]> }>;

/** Answered by `update.html`: the keys saved. */
export interface ConfigUpdateResult {
  saved: string[];
}
