import type { Locale } from '../../contract/envelope.ts';
import { headers } from '../../contract/envelope.ts';
import type { MessageParams } from '../core.messages.ts';
import { type MessageKey, message } from '../messages.ts';
import { apiDocsCssPath, apiDocsPath, openApiPath } from './api-docs-paths.ts';
import { ruleTitle, siteTag } from './doc-labels.ts';
import type { ApiDocument, DescribedOperation } from './openapi-document.ts';

type Json = Record<string, unknown>;

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => escapes[ch] ?? ch);

const anchor = (prefix: string, name: string) =>
  `${prefix}-${name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'root'}`;

const refName = (schema: Json) =>
  typeof schema.$ref === 'string' ? schema.$ref.replace('#/components/schemas/', '') : undefined;

/** A schema in a few words: `CrmTagItem[]`, `string`, `"a" | "b"`, linked to the data structures below. */
function typeText(schema: Json | undefined): string {
  if (!schema) return 'any';
  const name = refName(schema);
  if (name) return `<a href="#${anchor('schema', name)}">${esc(name)}</a>`;
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(typeText).join(' | ');
  if (Array.isArray(schema.oneOf)) return (schema.oneOf as Json[]).map(typeText).join(' | ');
  if (schema.const !== undefined) return esc(JSON.stringify(schema.const));
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => esc(JSON.stringify(v))).join(' | ');
  if (schema.type === 'array') return `${typeText(schema.items as Json | undefined)}[]`;
  if (
    schema.type === 'integer' ||
    schema.type === 'number' ||
    schema.type === 'string' ||
    schema.type === 'boolean'
  )
    return String(schema.type);
  if (schema.type === 'null') return 'null';
  if (schema.type === 'object') return 'object';
  return 'any';
}

/** A field's limits as the schema states them: length, range, pattern, default. */
function limits(schema: Json): string {
  const parts: string[] = [];
  const add = (label: string, key: string) => {
    if (schema[key] !== undefined) parts.push(`${label} ${JSON.stringify(schema[key])}`);
  };
  add('min length', 'minLength');
  add('max length', 'maxLength');
  add('≥', 'minimum');
  add('>', 'exclusiveMinimum');
  if (typeof schema.maximum === 'number' && schema.maximum < Number.MAX_SAFE_INTEGER) add('≤', 'maximum');
  add('max items', 'maxItems');
  if (typeof schema.pattern === 'string') parts.push(`pattern ${schema.pattern}`);
  add('default', 'default');
  const description = typeof schema.description === 'string' ? schema.description : '';
  return esc([description, ...parts].filter(Boolean).join('; '));
}

function fieldTable(t: Text, schema: Json, caption: string): string {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const names = Object.keys(properties);
  if (names.length === 0) return `<p>${t('apiDocs.noInput')}</p>`;
  const required = new Set((schema.required ?? []) as string[]);
  const rows = names
    .map((name) => {
      const p = properties[name] ?? {};
      return `<tr><th scope="row"><code>${esc(name)}</code></th><td>${typeText(p)}</td><td>${
        required.has(name) ? t('apiDocs.yes') : t('apiDocs.no')
      }</td><td>${limits(p)}</td></tr>`;
    })
    .join('');
  return `<table><caption>${esc(caption)}</caption><thead><tr><th scope="col">${t('apiDocs.field')}</th><th scope="col">${t(
    'apiDocs.type',
  )}</th><th scope="col">${t('apiDocs.required')}</th><th scope="col">${t('apiDocs.notes')}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

type Text = (key: MessageKey, params?: MessageParams) => string;

function accessText(t: Text, o: DescribedOperation, locale: Locale): string {
  const e = o.endpoint;
  if (!e.session) return t('apiDocs.public');
  const brand = e.brand ? t('apiDocs.inBrand') : '';
  if (!e.rule) return t('apiDocs.memberOnly', { brand });
  const titles = ruleTitle.get(e.rule);
  const title = titles ? (locale === 'en' ? titles.en : titles.zh) : e.rule;
  return t('apiDocs.needsRule', { brand, rule: e.rule, title });
}

function requestPart(t: Text, o: DescribedOperation): string {
  const op = o.operation;
  const query = ((op.parameters ?? []) as Json[]).filter((p) => p.in === 'query' || p.in === 'path');
  const body = op.requestBody as Json | undefined;
  const parts: string[] = [];
  if (query.length > 0) {
    const properties = Object.fromEntries(
      query.map((p) => [
        String(p.name),
        { ...(p.schema as Json), ...(p.description ? { description: p.description } : {}) },
      ]),
    );
    const required = query.filter((p) => p.required).map((p) => String(p.name));
    parts.push(fieldTable(t, { properties, required }, t('apiDocs.query')));
  }
  const content = (body?.content ?? {}) as Record<string, { schema: Json }>;
  const json = content['application/json']?.schema;
  const form = content['multipart/form-data']?.schema;
  if (json)
    parts.push(
      Array.isArray(json.anyOf) ? `<p>${typeText(json)}</p>` : fieldTable(t, json, t('apiDocs.request')),
    );
  if (form) parts.push(fieldTable(t, form, t('apiDocs.multipart')));
  if (parts.length === 0) parts.push(`<p>${t('apiDocs.noInput')}</p>`);
  return `<h4>${t('apiDocs.request')}</h4>${parts.join('')}`;
}

function answerPart(t: Text, o: DescribedOperation): string {
  const ok = ((o.operation.responses as Json)['200'] ?? {}) as Json;
  const content = (ok.content ?? {}) as Record<string, { schema: Json }>;
  const types = Object.keys(content);
  const jsonSchema = content['application/json']?.schema;
  const success = Array.isArray(jsonSchema?.oneOf) ? (jsonSchema.oneOf[0] as Json) : jsonSchema;
  const data = refName(success ?? {})
    ? undefined
    : ((success?.properties as Json | undefined)?.data as Json | undefined);
  const codes = Array.isArray(jsonSchema?.oneOf)
    ? (jsonSchema.oneOf as Json[]).map((s) => {
        const name = refName(s);
        const code = ((s.properties as Json | undefined)?.code as Json | undefined)?.const;
        return name ? `<a href="#${anchor('schema', name)}">${esc(name)}</a>` : `code ${String(code)}`;
      })
    : [];
  const parts = [`<h4>${t('apiDocs.answer')}</h4>`];
  const raw = types.find((type) => type !== 'application/json');
  if (raw)
    parts.push(`<p>${t('apiDocs.answerType', { type: raw })}: ${esc(String(ok.description ?? ''))}</p>`);
  else if (data)
    parts.push(
      data.type === 'object' ? fieldTable(t, data, t('apiDocs.answer')) : `<p>${typeText(data)}</p>`,
    );
  if (codes.length > 0) parts.push(`<p>${t('apiDocs.codes')}: ${codes.join(', ')}</p>`);
  return parts.join('');
}

function operationPart(t: Text, o: DescribedOperation, locale: Locale): string {
  const e = o.endpoint;
  const id = anchor('op', String(o.operation.operationId));
  const headerNames = [
    ...(e.session ? [headers.authorization] : []),
    ...(e.brand ? [headers.brandId] : []),
    ...(e.xsrf ? [headers.xsrf] : []),
    ...(o.tag === siteTag ? ['If-None-Match'] : []),
  ];
  return `<article id="${id}" aria-labelledby="${id}-h"><h3 id="${id}-h"><span class="method method-${e.method.toLowerCase()}">${
    e.method
  }</span> <code>${esc(o.path)}</code></h3><dl><dt>${t('apiDocs.rule')}</dt><dd>${
    e.rule ? `<code>${esc(e.rule)}</code> · ` : ''
  }${esc(accessText(t, o, locale))}</dd>${
    headerNames.length > 0
      ? `<dt>${t('apiDocs.headers')}</dt><dd>${headerNames.map((h) => `<code>${h}</code>`).join(', ')}${
          e.xsrf ? ` · ${t('apiDocs.xsrf')}` : ''
        }</dd>`
      : ''
  }</dl>${requestPart(t, o)}${answerPart(t, o)}</article>`;
}

function schemasPart(t: Text, schemas: Record<string, Json>): string {
  const items = Object.entries(schemas)
    .map(([name, schema]) => {
      const id = anchor('schema', name);
      const body =
        schema.type === 'object' && schema.properties
          ? fieldTable(t, schema, name)
          : `<p>${typeText({ ...schema, description: undefined })}</p>`;
      const note = typeof schema.description === 'string' ? `<p>${esc(schema.description)}</p>` : '';
      return `<section id="${id}" aria-labelledby="${id}-h"><h3 id="${id}-h">${esc(name)}</h3>${note}${body}</section>`;
    })
    .join('');
  return `<section aria-labelledby="schemas-h"><h2 id="schemas-h">${t('apiDocs.schemas')}</h2>${items}</section>`;
}

/** The `$ref` names a schema uses, and those theirs use: what a group's page lists below its calls. */
function referenced(value: unknown, schemas: Record<string, Json>, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) referenced(v, schemas, into);
  else if (value && typeof value === 'object') {
    const name = refName(value as Json);
    if (name && !into.has(name)) {
      into.add(name);
      referenced(schemas[name], schemas, into);
    }
    for (const v of Object.values(value)) referenced(v, schemas, into);
  }
  return into;
}

const groupLink = (tag: string, lang: Locale, hash = '') =>
  `${apiDocsPath}?group=${encodeURIComponent(tag)}&amp;lang=${lang}${hash}`;

function indexPart(t: Text, byTag: Map<string, DescribedOperation[]>, locale: Locale): string {
  const rows = [...byTag]
    .flatMap(([tag, ops]) =>
      ops.map((o) => {
        const e = o.endpoint;
        const hash = `#${anchor('op', String(o.operation.operationId))}`;
        return `<tr><td><span class="method method-${e.method.toLowerCase()}">${e.method}</span></td><th scope="row"><a href="${groupLink(
          tag,
          locale,
          hash,
        )}"><code>${esc(o.path)}</code></a></th><td>${e.rule ? `<code>${esc(e.rule)}</code>` : esc(accessText(t, o, locale))}</td></tr>`;
      }),
    )
    .join('');
  return `<section aria-labelledby="calls-h"><h2 id="calls-h">${t('apiDocs.calls')}</h2><table><caption>${t(
    'apiDocs.count',
    { n: [...byTag.values()].reduce((n, ops) => n + ops.length, 0) },
  )}</caption><thead><tr><th scope="col">${t('apiDocs.method')}</th><th scope="col">${t('apiDocs.path')}</th><th scope="col">${t(
    'apiDocs.rule',
  )}</th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

/**
 * The reference page, plain HTML with no script: `/api/docs` lists every call by group, and
 * `?group=<tag>` shows one group's calls in full with the data structures they use. One page of
 * everything would be half a megabyte of tables; a group is what a reader works through at a time.
 */
export function apiDocsPage(doc: ApiDocument, locale: Locale, group?: string): string {
  const t: Text = (key, params) => esc(message(locale, key, params));
  const byTag = new Map<string, DescribedOperation[]>();
  for (const tag of (doc.document.tags ?? []) as { name: string }[]) byTag.set(tag.name, []);
  for (const o of doc.operations) byTag.get(o.tag)?.push(o);
  const other = locale === 'en' ? 'zh-CN' : 'en';
  const shown = group !== undefined && byTag.has(group) ? group : undefined;
  const nav = [...byTag]
    .map(
      ([tag, ops]) =>
        `<li><a href="${groupLink(tag, locale)}"${tag === shown ? ' aria-current="page"' : ''}>${esc(tag)}</a> <span class="count">${ops.length}</span></li>`,
    )
    .join('');
  let main: string;
  let heading = t('apiDocs.title');
  if (shown !== undefined) {
    const ops = byTag.get(shown) ?? [];
    const schemas = ((doc.document.components as Json).schemas ?? {}) as Record<string, Json>;
    const used = referenced(
      ops.map((o) => o.operation),
      schemas,
    );
    const note = shown === siteTag ? `<p>${t('apiDocs.site')}</p>` : '';
    heading = `${esc(shown)} · ${t('apiDocs.title')}`;
    main = `<section aria-labelledby="group-h"><h2 id="group-h">${esc(shown)}</h2>${note}${ops
      .map((o) => operationPart(t, o, locale))
      .join('')}</section>${schemasPart(
      t,
      Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))),
    )}`;
  } else main = indexPart(t, byTag, locale);
  const here = shown === undefined ? `${apiDocsPath}?lang=${other}` : groupLink(shown, other);
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading} · Brand Console</title><link rel="icon" href="data:,"><link rel="stylesheet" href="${apiDocsCssPath}"></head>
<body><header><h1>${shown === undefined ? t('apiDocs.title') : `<a href="${apiDocsPath}?lang=${locale}">${t('apiDocs.title')}</a>`}</h1>
${shown === undefined ? `<p>${t('apiDocs.intro')}</p><p>${t('apiDocs.signIn')}</p>` : ''}
<p><a href="${openApiPath}">${t('apiDocs.document')}</a> · <a href="${here}" lang="${other}" hreflang="${other}">${t(
    'apiDocs.otherLanguage',
  )}</a></p></header>
<nav aria-label="${t('apiDocs.groups')}"><h2>${t('apiDocs.groups')}</h2><ul>${nav}</ul></nav>
<main>${main}</main></body></html>`;
}
