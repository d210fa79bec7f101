import { type Context, Hono } from 'hono';
import { type ConfigUpdateResult, type ConfigUpdateValues, configRule } from '../../../contract/config.ts';
import { ResultCode } from '../../../contract/envelope.ts';
import type { InvalidInput } from '../../../contract/errors.ts';
import { audit } from '../../audit.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ApiError, fieldProblem, ok } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { notInLibrary } from '../../kit/library.ts';
import { message } from '../../messages.ts';
import { sanitizeRichText } from '../../rich-text/sanitize.ts';
import { areaChain } from './area.ts';
import { type ConfigProblem, parseConfigUpdate } from './config.policy.ts';
import { configLabel } from './config-labels.ts';
import {
  readAttachConfig,
  readBrandConfig,
  readDocumentConfig,
  readTechConfig,
  saveConfig,
} from './config-store.ts';

function problemText(c: Context<AppEnv>, p: ConfigProblem, raw: unknown): string {
  const l = c.var.locale;
  if (p.kind === 'unknown') return message(l, 'field.unknown', { keys: p.field });
  if (p.kind === 'readOnly') return message(l, 'configReadOnly');
  if (p.issue.code === 'custom' && p.issue.message.startsWith('exts:'))
    return message(l, 'field.exts', { exts: p.issue.message.slice(5) });
  return fieldProblem(p.issue, raw, c);
}

function refuse(c: Context<AppEnv>, fields: InvalidInput['fields'], kind?: ConfigProblem['kind']): never {
  const first = fields[0];
  const l = c.var.locale;
  // A key the settings do not have is named in its own problem ("unknown field …"), not as a label.
  const label = first && kind !== 'unknown' ? configLabel(l, first.field) : '';
  const detail = !first
    ? ''
    : !label
      ? first.message
      : l === 'en'
        ? `${label}: ${first.message}`
        : `${label}${first.message}`;
  throw new ApiError(ResultCode.business, 'badInput', { detail }, { fields });
}

/**
 * Checks what only the database can tell: the logo is an image of this brand's library, the address's
 * area exists (and its names are taken from the codes), rich text is sanitised.
 */
async function resolveValues(c: Context<AppEnv>, brandId: number, values: ConfigUpdateValues) {
  const { db, storage } = c.var.deps;
  const l = c.var.locale;
  const fields: InvalidInput['fields'] = [];
  const logo = values.cfg_brand_logo;
  if (logo) {
    const { missing } = await notInLibrary(db, storage, brandId, [logo], 'image');
    if (missing.length > 0) fields.push({ field: 'cfg_brand_logo', message: message(l, 'field.logo') });
  }
  const address = values.cfg_brand_address;
  if (address) {
    if (address.areaId === 0) {
      Object.assign(address, { province: '', city: '', district: '' });
    } else {
      const chain = await areaChain(db, address.areaId);
      if (chain.length === 0)
        fields.push({ field: 'cfg_brand_address.areaId', message: message(l, 'field.area') });
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
  if (fields.length > 0) refuse(c, fields);
}

/** `/brand/config/*`: the brand's settings, fields named `cfg_{group}_{field}` both ways. */
export const configRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/brand.html', requireRule(configRule.brand), async (c) =>
    ok(c, await readBrandConfig(c.var.deps.db, caller(c).brandId)),
  )
  .post('/attach.html', requireRule(configRule.attach), async (c) =>
    ok(c, await readAttachConfig(c.var.deps.db, caller(c).brandId, c.var.deps.storage.kind)),
  )
  .post('/tech.html', requireRule(configRule.tech), async (c) =>
    ok(c, await readTechConfig(c.var.deps.db, caller(c).brandId)),
  )
  .post('/document.html', requireRule(configRule.document), async (c) =>
    ok(c, await readDocumentConfig(c.var.deps.db, caller(c).brandId)),
  )
  .post('/update.html', requireRule(configRule.update), async (c) => {
    const { brandId } = caller(c);
    let raw: unknown = {};
    const text = await c.req.text();
    if (text.trim() !== '') {
      try {
        raw = JSON.parse(text);
      } catch {
        throw new ApiError(ResultCode.business, 'badJson');
      }
    }
    const { values, problems } = parseConfigUpdate(raw);
    if (problems.length > 0)
      refuse(
        c,
        problems.map((p) => ({
          field: p.kind === 'invalid' ? p.issue.path.join('.') : p.field,
          message: problemText(c, p, raw),
        })),
        problems[0]?.kind,
      );
    // Nothing to save: the message names a setting by its label, `data.fields` by its key, so a
    // caller of the API still learns the form a key takes (`cfg_<group>_<field>`).
    if (Object.keys(values).length === 0) {
      const needed = message(c.var.locale, 'field.configNeeded', {
        example: configLabel(c.var.locale, 'cfg_brand_title'),
      });
      throw new ApiError(ResultCode.business, 'badInput', { detail: needed }, {
        fields: [{ field: 'cfg_brand_title', message: needed }],
      } satisfies InvalidInput);
    }
    await resolveValues(c, brandId, values);
    const { db, menuCache } = c.var.deps;
    const saved = await db.transaction(async (tx) => {
      const changed = await saveConfig(tx, brandId, values);
      if (changed.length > 0)
        await audit(tx, {
          brandId,
          userId: c.var.session.userId,
          action: 'update',
          entity: 'config',
          // Names only: documents can be long, and the audit log is not a copy of the content.
          payload: { fields: changed },
        });
      return changed;
    });
    // The brand title is part of every cached menu answer's brand info.
    if (saved.includes('cfg_brand_title')) menuCache.dropBrand(brandId);
    const result: ConfigUpdateResult = { saved };
    return ok(c, result, 'saved');
  });
