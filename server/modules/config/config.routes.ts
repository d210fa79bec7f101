import { type Context, Hono } from 'hono';
import { configRule } from '../../../contract/config.ts';
import { ResultCode } from '../../../contract/envelope.ts';
import type { InvalidInput } from '../../../contract/errors.ts';
import { loadBrand, requireRule, requireSession } from '../../auth/session.middleware.ts';
import type { AppEnv } from '../../context.ts';
import { ApiError, fieldProblem, ok } from '../../envelope.ts';
import { caller } from '../../kit/caller.ts';
import { configText } from './config.messages.ts';
import { type ConfigProblem, parseConfigUpdate } from './config.policy.ts';
import {
  attachConfig,
  brandConfig,
  configRefusal,
  documentConfig,
  techConfig,
  updateConfig,
} from './config.service.ts';
import { configLabel } from './config-labels.ts';

function problemText(c: Context<AppEnv>, p: ConfigProblem, raw: unknown): string {
  const l = c.var.locale;
  if (p.kind === 'unknown') return configText(l, 'field.unknown', { keys: p.field });
  if (p.kind === 'readOnly') return configText(l, 'configReadOnly');
  if (p.issue.code === 'custom' && p.issue.message.startsWith('exts:'))
    return configText(l, 'field.exts', { exts: p.issue.message.slice(5) });
  return fieldProblem(p.issue, raw, c);
}

/** The body of `update.html`: every key a writable setting with a valid value, and at least one. */
async function parseUpdate(c: Context<AppEnv>) {
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
    throw configRefusal(
      c.var.locale,
      problems.map((p) => ({
        field: p.kind === 'invalid' ? p.issue.path.join('.') : p.field,
        message: problemText(c, p, raw),
      })),
      problems[0]?.kind,
    );
  // Nothing to save: the message names a setting by its label, `data.fields` by its key, so a
  // caller of the API still learns the form a key takes (`cfg_<group>_<field>`).
  if (Object.keys(values).length === 0) {
    const needed = configText(c.var.locale, 'field.configNeeded', {
      example: configLabel(c.var.locale, 'cfg_brand_title'),
    });
    throw new ApiError(ResultCode.business, 'badInput', { detail: needed }, {
      fields: [{ field: 'cfg_brand_title', message: needed }],
    } satisfies InvalidInput);
  }
  return values;
}

/** `/brand/config/*`: the brand's settings, fields named `cfg_{group}_{field}` both ways (config.service.ts saves). */
export const configRoutes = new Hono<AppEnv>()
  .use(requireSession, loadBrand)
  .post('/brand.html', requireRule(configRule.brand), async (c) =>
    ok(c, await brandConfig(c.var.deps, caller(c))),
  )
  .post('/attach.html', requireRule(configRule.attach), async (c) =>
    ok(c, await attachConfig(c.var.deps, caller(c))),
  )
  .post('/tech.html', requireRule(configRule.tech), async (c) =>
    ok(c, await techConfig(c.var.deps, caller(c))),
  )
  .post('/document.html', requireRule(configRule.document), async (c) =>
    ok(c, await documentConfig(c.var.deps, caller(c))),
  )
  .post('/update.html', requireRule(configRule.update), async (c) => {
    const values = await parseUpdate(c);
    const me = { ...caller(c), locale: c.var.locale };
    return ok(c, await updateConfig(c.var.deps, me, values), 'saved');
  });
