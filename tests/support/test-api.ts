import { type App, type CreateAppOptions, createApp } from '../../server/app.ts';
import type { Database } from '../../server/db/client.ts';
import { freshDatabase } from './test-db.ts';

export interface CallOptions {
  method?: 'GET' | 'POST';
  /** JSON-encoded unless a string. */
  body?: unknown;
  token?: string | undefined;
  brandId?: number | string;
  lang?: string;
  headers?: Record<string, string>;
}

export interface Answer<T> {
  status: number;
  headers: Headers;
  code: number;
  message: string;
  data: T;
  raw: string;
}

export interface TestApi {
  app: App;
  database: Database;
  /** Errors the app logged (the caller only ever sees a generic message). */
  errors: unknown[];
  logLines: string[];
  call<T = unknown>(path: string, options?: CallOptions): Promise<Answer<T>>;
  /** Signs in and answers the token. */
  login(user: string, password: string): Promise<string>;
  /** Signs in and selects a brand; answers the token. */
  loginTo(user: string, password: string, brandId: number): Promise<string>;
  close(): Promise<void>;
}

/** The real app over a fresh seeded database, called in-process with `app.request()`. */
export async function createTestApi(options: Partial<Omit<CreateAppOptions, 'db'>> = {}): Promise<TestApi> {
  const database = await freshDatabase();
  const errors: unknown[] = [];
  const logLines: string[] = [];
  const app = createApp({
    db: database.db,
    logError: (error) => errors.push(error),
    logRequest: (line) => logLines.push(line),
    ...options,
  });
  const call = async <T>(path: string, o: CallOptions = {}): Promise<Answer<T>> => {
    const h: Record<string, string> = { ...o.headers };
    if (o.token) h.Authorization = `Bearer ${o.token}`;
    if (o.brandId !== undefined) h.BrandId = String(o.brandId);
    if (o.lang) h['Accept-Language'] = o.lang;
    const method = o.method ?? (o.body === undefined && path.startsWith('/verifycode') ? 'GET' : 'POST');
    let body: string | undefined;
    if (method === 'POST') {
      h['Content-Type'] ??= 'application/json';
      body = typeof o.body === 'string' ? o.body : JSON.stringify(o.body ?? {});
    }
    const res = await app.request(path, { method, headers: h, body });
    const raw = await res.text();
    let parsed: { code?: number; message?: string; data?: T } = {};
    try {
      parsed = JSON.parse(raw);
    } catch {
      // Not an envelope (the captcha image, a 404 page): callers look at `raw`.
    }
    return {
      status: res.status,
      headers: res.headers,
      code: parsed.code ?? -1,
      message: parsed.message ?? '',
      data: parsed.data as T,
      raw,
    };
  };
  const login = async (user: string, password: string) => {
    const a = await call<{ token: string }>('/auth/brandmanager/userpwd.html', { body: { user, password } });
    if (a.code !== 0) throw new Error(`login ${user} failed: ${a.message}`);
    return a.data.token;
  };
  return {
    app,
    database,
    errors,
    logLines,
    call,
    login,
    async loginTo(user, password, brandId) {
      const token = await login(user, password);
      const a = await call('/auth/brand/userselectbrand.html', { token, body: { brandId } });
      if (a.code !== 0) throw new Error(`select brand ${brandId} failed: ${a.message}`);
      return token;
    },
    close: () => database.close(),
  };
}

/** Demo seed ids: brands are created in this order. */
export const demo = {
  brand: 1,
  secondBrand: 2,
  admin: { user: 'admin', password: 'admin123' },
  operator: { user: 'operator', password: 'operator123' },
} as const;
