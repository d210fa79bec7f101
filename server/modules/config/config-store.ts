import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Address } from '../../../contract/address.ts';
import { emptyAddress } from '../../../contract/address.ts';
import {
  type AttachConfig,
  attachDefaults,
  type BrandConfig,
  type ConfigUpdateValues,
  type DocumentConfig,
  type TechConfig,
} from '../../../contract/config.ts';
import type { Db } from '../../db/client.ts';
import { brandConfigs, brands } from '../../db/core.tables.ts';
import type { UploadRules } from '../../upload/upload-policy.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Stored rows of a brand's configuration by key (`brand.phone`), for the keys asked. */
async function rowsOf(db: Db | Tx, brandId: number, keys: string[]) {
  const rows = await db
    .select()
    .from(brandConfigs)
    .where(and(eq(brandConfigs.brandId, brandId), inArray(brandConfigs.key, keys)));
  return new Map(rows.map((r) => [r.key, r]));
}

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

const brandFields = ['contact', 'phone', 'email', 'address', 'intro', 'hours'] as const;
const attachFields = Object.keys(attachDefaults) as (keyof typeof attachDefaults)[];
const techFields = ['site_url', 'icp', 'police_record', 'copyright', 'service_phone', 'site_api'] as const;
const documentFields = ['agreement', 'privacy'] as const;

export async function readBrandConfig(db: Db, brandId: number): Promise<BrandConfig> {
  const [brand] = await db
    .select({ title: brands.title, logo: brands.logo })
    .from(brands)
    .where(eq(brands.id, brandId));
  const rows = await rowsOf(
    db,
    brandId,
    brandFields.map((f) => `brand.${f}`),
  );
  const v = (f: string) => rows.get(`brand.${f}`)?.value;
  const address = v('address');
  return {
    cfg_brand_title: brand?.title ?? '',
    cfg_brand_logo: brand?.logo ?? '',
    cfg_brand_contact: str(v('contact')),
    cfg_brand_phone: str(v('phone')),
    cfg_brand_email: str(v('email')),
    cfg_brand_address:
      address && typeof address === 'object' ? { ...emptyAddress, ...(address as Address) } : emptyAddress,
    cfg_brand_intro: str(v('intro')),
    cfg_brand_hours: str(v('hours')),
  };
}

/** The brand's logo (`cfg_brand_logo`), '' when none: what the library may not delete. */
export async function readBrandLogo(db: Db, brandId: number): Promise<string> {
  const [brand] = await db.select({ logo: brands.logo }).from(brands).where(eq(brands.id, brandId));
  return brand?.logo ?? '';
}

export async function readAttachConfig(
  db: Db,
  brandId: number,
  storage: 'local' | 's3',
): Promise<AttachConfig> {
  const rows = await rowsOf(
    db,
    brandId,
    attachFields.map((f) => `attach.${f}`),
  );
  const v = (f: keyof typeof attachDefaults) => rows.get(`attach.${f}`)?.value;
  return {
    cfg_attach_image_max_mb: num(v('image_max_mb'), attachDefaults.image_max_mb),
    cfg_attach_image_max_mp: num(v('image_max_mp'), attachDefaults.image_max_mp),
    cfg_attach_video_max_mb: num(v('video_max_mb'), attachDefaults.video_max_mb),
    cfg_attach_file_max_mb: num(v('file_max_mb'), attachDefaults.file_max_mb),
    cfg_attach_image_exts: str(v('image_exts'), attachDefaults.image_exts),
    cfg_attach_video_exts: str(v('video_exts'), attachDefaults.video_exts),
    cfg_attach_file_exts: str(v('file_exts'), attachDefaults.file_exts),
    cfg_attach_thumb_width: num(v('thumb_width'), attachDefaults.thumb_width),
    cfg_attach_storage: storage,
  };
}

export async function readTechConfig(db: Db, brandId: number): Promise<TechConfig> {
  const rows = await rowsOf(
    db,
    brandId,
    techFields.map((f) => `tech.${f}`),
  );
  const v = (f: string) => str(rows.get(`tech.${f}`)?.value);
  // On unless turned off: an unset value (every brand saved before the setting existed) reads as on.
  const siteApi = rows.get('tech.site_api')?.value;
  return {
    cfg_tech_site_url: v('site_url'),
    cfg_tech_icp: v('icp'),
    cfg_tech_police_record: v('police_record'),
    cfg_tech_copyright: v('copyright'),
    cfg_tech_service_phone: v('service_phone'),
    cfg_tech_site_api: siteApi !== false,
  };
}

export async function readDocumentConfig(db: Db, brandId: number): Promise<DocumentConfig> {
  const rows = await rowsOf(
    db,
    brandId,
    documentFields.map((f) => `document.${f}`),
  );
  const doc = (f: (typeof documentFields)[number]) => {
    const row = rows.get(`document.${f}`);
    return {
      html: str(row?.value),
      version: row?.version ?? 0,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  };
  const agreement = doc('agreement');
  const privacy = doc('privacy');
  return {
    cfg_document_agreement: agreement.html,
    cfg_document_agreement_version: agreement.version,
    cfg_document_agreement_updated_at: agreement.updatedAt,
    cfg_document_privacy: privacy.html,
    cfg_document_privacy_version: privacy.version,
    cfg_document_privacy_updated_at: privacy.updatedAt,
  };
}

const megabyte = 1024 * 1024;

/** The brand's upload limits as the upload pipeline uses them. */
export function uploadRulesOf(attach: AttachConfig): UploadRules {
  const rules = (maxMb: number, exts: string) => ({
    maxBytes: maxMb * megabyte,
    exts: exts.split(',').filter(Boolean),
  });
  return {
    image: {
      ...rules(attach.cfg_attach_image_max_mb, attach.cfg_attach_image_exts),
      maxPixels: attach.cfg_attach_image_max_mp * 1_000_000,
    },
    video: rules(attach.cfg_attach_video_max_mb, attach.cfg_attach_video_exts),
    file: rules(attach.cfg_attach_file_max_mb, attach.cfg_attach_file_exts),
  };
}

/**
 * Saves checked values in one transaction: title and logo on the brand row, the rest one row per key.
 * A document's version moves on (and its update time with it) only when its text changed.
 * Answers the keys whose stored value changed, with their values before and after (by key).
 */
export async function saveConfig(
  tx: Tx,
  brandId: number,
  values: ConfigUpdateValues,
): Promise<{ changed: string[]; before: Record<string, unknown>; after: Record<string, unknown> }> {
  const changed: string[] = [];
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  const answer = () => ({ changed, before: was, after: now });
  const brandRow: { title?: string; logo?: string } = {};
  if (values.cfg_brand_title !== undefined) brandRow.title = values.cfg_brand_title;
  if (values.cfg_brand_logo !== undefined) brandRow.logo = values.cfg_brand_logo;
  if (Object.keys(brandRow).length > 0) {
    const [before] = await tx
      .select({ title: brands.title, logo: brands.logo })
      .from(brands)
      .where(eq(brands.id, brandId))
      .for('update');
    if (brandRow.title !== undefined && brandRow.title !== before?.title) {
      changed.push('cfg_brand_title');
      was.cfg_brand_title = before?.title ?? '';
      now.cfg_brand_title = brandRow.title;
    }
    if (brandRow.logo !== undefined && brandRow.logo !== before?.logo) {
      changed.push('cfg_brand_logo');
      was.cfg_brand_logo = before?.logo ?? '';
      now.cfg_brand_logo = brandRow.logo;
    }
    await tx.update(brands).set(brandRow).where(eq(brands.id, brandId));
  }
  const rest = Object.entries(values).filter(([k]) => k !== 'cfg_brand_title' && k !== 'cfg_brand_logo');
  if (rest.length === 0) return answer();
  const keyOf = (cfg: string) => cfg.replace(/^cfg_([a-z]+)_/, '$1.');
  const existing = await rowsOf(
    tx,
    brandId,
    rest.map(([k]) => keyOf(k)),
  );
  const at = new Date();
  for (const [cfg, value] of rest) {
    const key = keyOf(cfg);
    const before = existing.get(key);
    if (before && JSON.stringify(before.value) === JSON.stringify(value)) continue;
    changed.push(cfg);
    was[cfg] = before?.value ?? null;
    now[cfg] = value;
    const isDocument = key.startsWith('document.');
    await tx
      .insert(brandConfigs)
      .values({ brandId, key, value, version: isDocument ? 1 : 0, updatedAt: at })
      .onConflictDoUpdate({
        target: [brandConfigs.brandId, brandConfigs.key],
        set: {
          value,
          updatedAt: at,
          ...(isDocument ? { version: sql`${brandConfigs.version} + 1` } : {}),
        },
      });
  }
  return answer();
}
