import type {
  AttachConfig,
  BrandConfig,
  ConfigUpdateResult,
  ConfigUpdateValues,
  DocumentConfig,
  TechConfig,
} from '../../../contract/config.ts';
import { type Locale, ResultCode } from '../../../contract/envelope.ts';
import type { InvalidInput } from '../../../contract/errors.ts';
import type { AppDeps } from '../../context.ts';
import { ApiError } from '../../envelope.ts';
import { recordChange } from '../../kit/change.ts';
import { notInLibrary } from '../../kit/library.ts';
import { sanitizeRichText } from '../../rich-text/sanitize.ts';
import { areaChain } from './area.ts';
import { configText } from './config.messages.ts';
import type { ConfigProblem } from './config.policy.ts';
import { configLabel } from './config-labels.ts';
import {
  readAttachConfig,
  readBrandConfig,
  readDocumentConfig,
  readTechConfig,
  saveConfig,
} from './config-store.ts';

/**
 * The brand's settings: each use case a plain function `(deps, caller, input)`; the save holds its
 * transaction and its change record (docs/decisions/server-layout.md).
 */

/** What the settings' use cases need of the app. */
export type ConfigDeps = Pick<AppDeps, 'db' | 'storage' | 'menuCache'>;

/** Who calls: their brand and own id, and the language refusals are said in. */
export interface ConfigCaller {
  brandId: number;
  userId: number;
  locale: Locale;
}

/**
 * The refusal of a save, its message naming the first field by its label ("品牌名称不能为空"); a key
 * the settings do not have is named in its own problem ("unknown field …"), not as a label.
 */
export function configRefusal(
  l: Locale,
  fields: InvalidInput['fields'],
  kind?: ConfigProblem['kind'],
): ApiError {
  const first = fields[0];
  const label = first && kind !== 'unknown' ? configLabel(l, first.field) : '';
  const detail = !first
    ? ''
    : !label
      ? first.message
      : l === 'en'
        ? `${label}: ${first.message}`
        : `${label}${first.message}`;
  return new ApiError(ResultCode.business, 'badInput', { detail }, { fields });
}

/**
 * Checks what only the database can tell: the logo is an image of this brand's library, the address's
 * area exists (and its names are taken from the codes), rich text is sanitised.
 */
async function resolveValues(deps: ConfigDeps, me: ConfigCaller, values: ConfigUpdateValues) {
  const { db, storage } = deps;
  const l = me.locale;
  const fields: InvalidInput['fields'] = [];
  const logo = values.cfg_brand_logo;
  if (logo) {
    const { missing } = await notInLibrary(db, storage, me.brandId, [logo], 'image');
    if (missing.length > 0) fields.push({ field: 'cfg_brand_logo', message: configText(l, 'field.logo') });
  }
  const address = values.cfg_brand_address;
  if (address) {
    if (address.areaId === 0) {
      Object.assign(address, { province: '', city: '', district: '' });
    } else {
      const chain = await areaChain(db, address.areaId);
      if (chain.length === 0)
        fields.push({ field: 'cfg_brand_address.areaId', message: configText(l, 'field.area') });
      else
        Object.assign(address, {
          province: chain[0]?.name ?? '',
          city: chain[1]?.name ?? '',
          district: chain[2]?.name ?? '',
        });
    }
  }
  if (values.cfg_document_agreement !== undefined)
    values.cfg_document_agreement = sanitizeRichText(values.cfg_document_agreement);
  if (values.cfg_document_privacy !== undefined)
    values.cfg_document_privacy = sanitizeRichText(values.cfg_document_privacy);
  if (fields.length > 0) throw configRefusal(l, fields);
}

export const brandConfig = (deps: ConfigDeps, me: Pick<ConfigCaller, 'brandId'>): Promise<BrandConfig> =>
  readBrandConfig(deps.db, me.brandId);

export const attachConfig = (deps: ConfigDeps, me: Pick<ConfigCaller, 'brandId'>): Promise<AttachConfig> =>
  readAttachConfig(deps.db, me.brandId, deps.storage.kind);

export const techConfig = (deps: ConfigDeps, me: Pick<ConfigCaller, 'brandId'>): Promise<TechConfig> =>
  readTechConfig(deps.db, me.brandId);

export const documentConfig = (
  deps: ConfigDeps,
  me: Pick<ConfigCaller, 'brandId'>,
): Promise<DocumentConfig> => readDocumentConfig(deps.db, me.brandId);

/**
 * Saves checked settings (at least one): one change record names the keys that changed (their
 * values before and after with it); nothing changed records nothing. Answers the keys saved.
 */
export async function updateConfig(
  deps: ConfigDeps,
  me: ConfigCaller,
  values: ConfigUpdateValues,
): Promise<ConfigUpdateResult> {
  await resolveValues(deps, me, values);
  const saved = await deps.db.transaction(async (tx) => {
    const { changed, before, after } = await saveConfig(tx, me.brandId, values);
    if (changed.length > 0)
      await recordChange(tx, me, {
        action: 'update',
        entity: 'config',
        // Names only: documents can be long, and the audit log is not a copy of the content.
        payload: { fields: changed },
        before,
        after,
      });
    return changed;
  });
  // The brand title is part of every cached menu answer's brand info.
  if (saved.includes('cfg_brand_title')) deps.menuCache.dropBrand(me.brandId);
  return { saved };
}
