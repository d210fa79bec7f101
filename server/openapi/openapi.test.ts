import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import SwaggerParser from '@apidevtools/swagger-parser';
import { serve } from '@hono/node-server';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { firstCustomers } from '../../clients/example.ts';
import { createTestApi, demo, type TestApi } from '../../tests/support/test-api.ts';
import { endpointsOf } from './app-endpoints.ts';

type Json = Record<string, unknown>;

const api: TestApi = await createTestApi();
afterAll(() => api.close());

async function served(): Promise<Json> {
  const answer = await api.call('/api/openapi.json', { method: 'GET' });
  expect(answer.status).toBe(200);
  return JSON.parse(answer.raw);
}

/** Checks a document against the OpenAPI 3.1 schema and resolves every $ref; rejects on the first fault. */
const validated = (doc: Json) => SwaggerParser.validate(JSON.parse(JSON.stringify(doc)));

/** The operation of `METHOD path` (Hono's path) in the document, by its `x-route`. */
function operations(doc: Json): Map<string, Json> {
  const found = new Map<string, Json>();
  for (const item of Object.values(doc.paths as Record<string, Record<string, Json>>))
    for (const op of Object.values(item)) found.set(String(op['x-route']), op);
  return found;
}

describe('the API document, GET /api/openapi.json', () => {
  it('describes every route the app mounts and is a valid OpenAPI 3.1 document', async () => {
    const doc = await served();
    const described = operations(doc);
    const mounted = endpointsOf(api.app).map((e) => `${e.method} ${e.path}`);
    const missing = mounted.filter((id) => !described.has(id));
    const withAnswer = mounted.filter((id) => {
      const ok = (described.get(id)?.responses as Json | undefined)?.['200'] as Json | undefined;
      return ok?.content !== undefined;
    });
    console.log(`${withAnswer.length} of ${mounted.length} routes described`);
    expect(missing).toEqual([]);
    expect(withAnswer).toHaveLength(mounted.length);
    expect(doc.openapi).toBe('3.1.0');
    await expect(validated(doc)).resolves.toBeTruthy();
  });

  it('is refused by the validator when it is broken', async () => {
    const doc = await served();
    const broken = structuredClone(doc);
    const [first] = Object.values(broken.paths as Record<string, Record<string, Json>>);
    const op = first && Object.values(first)[0];
    if (op) op.responses = { '200': { content: { 'application/json': { schema: { $ref: '#/nowhere' } } } } };
    await expect(validated(broken)).rejects.toThrow();
  });

  it('states the rule, the headers and the answers of a guarded call', async () => {
    const op = operations(await served()).get('POST /crm/tag/add.html') ?? {};
    expect(op['x-rule']).toBe('crm/tag/add');
    expect(String(op.description)).toContain('crm/tag/add');
    const refs = (op.parameters as Json[]).map((p) => p.$ref);
    expect(refs).toEqual(
      expect.arrayContaining(['#/components/parameters/BrandId', '#/components/parameters/XsrfToken']),
    );
    expect(op.security).toEqual([{ bearer: [] }]);
    const body = ((op.requestBody as Json).content as Json)['application/json'] as { schema: Json };
    expect(body.schema.required).toEqual(['type', 'title']);
    const answers = (((op.responses as Json)['200'] as Json).content as Json)['application/json'] as {
      schema: { oneOf: Json[] };
    };
    expect(answers.schema.oneOf.map((s) => s.$ref ?? 'success')).toEqual([
      'success',
      '#/components/schemas/BusinessError',
      '#/components/schemas/SignedOut',
      '#/components/schemas/Forbidden',
      '#/components/schemas/Fault',
    ]);
    expect((op.responses as Json)['413']).toBeDefined();
  });

  it('gives uploads a multipart body, the export CSV, the chat a stream, the site its ETag', async () => {
    const ops = operations(await served());
    const content = (id: string, part: 'requestBody' | 'response') => {
      const op = ops.get(id) ?? {};
      const holder = part === 'requestBody' ? op.requestBody : (op.responses as Json)['200'];
      return Object.keys(((holder as Json | undefined)?.content as Json | undefined) ?? {});
    };
    expect(content('POST /brand/upload/file.html', 'requestBody')).toEqual(['multipart/form-data']);
    expect(content('POST /crm/customer/import.html', 'requestBody')).toEqual(['multipart/form-data']);
    expect(content('POST /crm/customer/export.html', 'response')).toContain('text/csv');
    expect(content('POST /brand/ai/chat.html', 'response')).toContain('text/event-stream');
    const site = ops.get('GET /site/:brandId/articles.json') ?? {};
    expect(site.tags).toEqual(['site']);
    expect(Object.keys(site.responses as Json)).toEqual(expect.arrayContaining(['200', '304', '404']));
    expect(Object.keys(((site.responses as Json)['200'] as Json).headers as Json)).toContain('ETag');
  });
});

describe('the reference page, GET /api/docs', () => {
  it('lists every call in the caller language, and a group page describes its calls', async () => {
    const mounted = endpointsOf(api.app);
    const zh = await api.call('/api/docs', { method: 'GET' });
    expect(zh.status).toBe(200);
    expect(zh.raw).toContain('<html lang="zh-CN">');
    expect(zh.raw).toContain('API 参考');
    const templated = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{path}');
    expect(mounted.filter((e) => !zh.raw.includes(`<code>${templated(e.path)}</code>`))).toEqual([]);
    const en = await api.call('/api/docs?lang=en&group=%2Fcrm%2Ftag', { method: 'GET', lang: 'zh-CN' });
    expect(en.raw).toContain('<html lang="en">');
    expect(en.raw).toContain('Needs a session in a chosen brand and the rule crm/tag/add');
    expect(en.raw).toContain('id="schema-CrmTagGroup"');
    // The console's policy: no inline script or style anywhere on the page.
    expect(en.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(en.raw).not.toMatch(/<script|<style| style=/);
  });
});

describe('the generated route map', () => {
  it('is what the route files say now (npm run openapi:routes rewrites it)', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/openapi-routes.ts', '--check'], {
      encoding: 'utf8',
    });
    expect(run.stderr + run.stdout).toContain('is up to date');
    expect(run.status).toBe(0);
  }, 180_000);
});

describe('real answers match their documented data', () => {
  it('samples each module: every call that answers code 0 to an empty body, and the site API', async () => {
    const doc = await served();
    const ajv = new Ajv2020({ strict: false, allErrors: false });
    const token = await api.loginTo(demo.admin.user, demo.admin.password, demo.brand);
    const checked = new Map<string, number>();
    const wrong: string[] = [];
    for (const op of operations(doc).values()) {
      const [method = '', path = ''] = String(op['x-route']).split(' ');
      const json = (((op.responses as Json)['200'] as Json | undefined)?.content as Json | undefined)?.[
        'application/json'
      ] as { schema: Json } | undefined;
      const success = (json?.schema.oneOf as Json[] | undefined)?.[0] ?? json?.schema;
      const data = (success?.properties as Json | undefined)?.data as Json | undefined;
      if (!data) continue;
      const site = path.startsWith('/site/');
      // Signing out would end the session the other samples use.
      if (path === '/auth/brandmanager/logout.html' || (method !== 'POST' && !site)) continue;
      const answer = site
        ? await api.call(path.replace(':brandId', String(demo.brand)), { method: 'GET' })
        : await api.call(path, { token, brandId: demo.brand, body: {} });
      if (answer.code !== 0) continue;
      const validate = ajv.compile({ ...data, components: doc.components });
      if (!validate(answer.data)) wrong.push(`${method} ${path}: ${ajv.errorsText(validate.errors)}`);
      const tag = String((op.tags as string[])[0]);
      checked.set(tag, (checked.get(tag) ?? 0) + 1);
    }
    const total = [...checked.values()].reduce((a, b) => a + b, 0);
    console.log(`contract: ${total} answers in ${checked.size} groups checked against their documented data`);
    expect(wrong).toEqual([]);
    expect(total).toBeGreaterThan(60);
    expect([...checked.keys()]).toEqual(
      expect.arrayContaining([
        '/crm/customer',
        '/crm/tag',
        '/brand/role',
        '/api/article',
        '/agent/user',
        'site',
      ]),
    );
  }, 120_000);
});

describe('the README client (openapi-fetch over the generated types)', () => {
  it('signs in, chooses a brand and lists customers from a listening server', async () => {
    const port = await new Promise<number>((done) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const server = serve({ fetch: api.app.fetch, port, hostname: '127.0.0.1' });
    try {
      const names = await firstCustomers(`http://127.0.0.1:${port}`, demo.admin.user, demo.admin.password);
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((n) => typeof n === 'string' && n !== '')).toBe(true);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
