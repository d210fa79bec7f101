import type { $Fetch, FetchResponse } from 'ofetch';
import { memberDisabledOf } from '../../contract/auth.ts';
import type { UndoHandle } from '../../contract/change-undo.ts';
import { type Envelope, headers, ResultCode, xsrfCookie } from '../../contract/envelope.ts';
import { getLocale, t } from '../i18n/i18n.ts';
import { currentParams } from '../lib/hash.ts';
import { apiUrl, httpConfig as config } from './http-config.ts';
import { clearSession, getBrandId, getToken } from './session-store.ts';

// ofetch (with ufo and destr) arrives in its own chunk too, after this kit (http-on-demand.ts):
// `preloadHttp` fetches it while the user types, the first call waits for it.
let client: Promise<$Fetch> | null = null;
/** The fetch the client was made with: a test that configures another one gets a new client. */
let clientFetch: typeof globalThis.fetch | undefined;

function ofetchClient(): Promise<$Fetch> {
  if (clientFetch !== config.fetch) client = null;
  clientFetch = config.fetch;
  client ??= import('ofetch').then(
    ({ createFetch }) => createFetch(config.fetch ? { fetch: config.fetch } : {}),
    (error: unknown) => {
      // A failed chunk download is a network fault like any other; the next call tries again.
      client = null;
      throw error;
    },
  );
  return client;
}

/** Starts downloading the http client before the first call needs it. */
export function preloadHttp(): void {
  ofetchClient().catch(() => {
    // The first call retries and reports the fault to the user.
  });
}

/**
 * Whether trying the same call again may succeed: network faults and timeouts (0), an answer that was
 * not an envelope (-1), server faults (`code 500`, HTTP 5xx). A refusal (`code 1`, `403`, HTTP 4xx) says
 * why it will keep failing, so the user is shown that reason and never told to retry.
 */
export function canRetry(code: number): boolean {
  return code <= 0 || code >= 500;
}

/** A rejected call whose message is already user-facing (and shown by `notify` unless the caller said not to). */
export class ApiError extends Error {
  override name = 'ApiError';
  /** See `canRetry`; the kit reads it to say "please retry" only where a retry can help. */
  readonly retryable: boolean;
  constructor(
    message: string,
    /** The envelope `code`, or the HTTP status for transport faults, or 0 for network faults. */
    readonly code: number,
    readonly data: unknown = null,
  ) {
    super(message);
    this.retryable = canRetry(code);
  }
}

/**
 * The session ended (`code 401`). Kept apart from ApiError so callers can tell it from a failure of
 * their own call: the kit's form machine keeps the user's draft when it sees this name.
 */
export class SessionExpiredError extends Error {
  override name = 'SessionExpiredError';
}

export interface CallOptions {
  /**
   * Fill fields the body lacks from the current page's query (docs/spec.md §7's helper). Default false: a call
   * sends what it says; only a list call that wants the page's filters asks for them. Merging by
   * default put list filters such as `roleId` into every update made from a list screen.
   */
  mergeQuery?: boolean;
  /** Show failures to the user through `notify` (default). A screen that shows the error at a field turns it off. */
  notifyErrors?: boolean;
  /** No timeout unless a call sets one (docs/spec.md §7), in milliseconds. */
  timeout?: number;
  signal?: AbortSignal;
  /** A stream opened again: the last event id it heard, so it is told exactly what came after. */
  lastEventId?: string | undefined;
}

export interface BinaryOptions extends CallOptions {
  responseType: 'blob' | 'arrayBuffer';
}

function readCookie(name: string): string {
  const cookies = globalThis.document?.cookie ?? '';
  for (const part of cookies.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return '';
}

function buildHeaders(stateChanging: boolean): Record<string, string> {
  const h: Record<string, string> = {
    [headers.brandId]: String(getBrandId()),
    'Accept-Language': getLocale(),
    Accept: 'application/json',
  };
  const token = getToken();
  if (token) h[headers.authorization] = `Bearer ${token}`;
  if (stateChanging) {
    const xsrf = readCookie(xsrfCookie);
    if (xsrf) h[headers.xsrf] = xsrf;
  }
  return h;
}

function mergePageQuery(body: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...body };
  for (const [k, v] of currentParams()) {
    if (!(k in merged)) merged[k] = v;
  }
  return merged;
}

function isEnvelope(v: unknown): v is Envelope<unknown> {
  return typeof v === 'object' && v !== null && typeof (v as { code?: unknown }).code === 'number';
}

/** Failures a screen says where they happened (see `inPlace`): their toast stays away. */
const saidThere = new WeakSet<ApiError>();

/**
 * A call whose failure the screen says where it happened (a list's failed page: the reason, with 重试
 * on a fault), or the failures `said` picks (a form says the server's no, not a fault's cause): no toast
 * says it again, so a screen reader hears it once. The mark is made in the rejection's own handlers,
 * which run before the toast's task.
 */
export function inPlace<T>(call: Promise<T>, said: (error: ApiError) => boolean = () => true): Promise<T> {
  return call.catch((error: unknown) => {
    if (error instanceof ApiError && said(error)) saidThere.add(error);
    throw error;
  });
}

function fail(message: string, code: number, data: unknown, options: CallOptions): never {
  const error = new ApiError(message, code, data);
  // A task later, after every handler of the rejection (microtasks) has run: one of them may be a
  // screen that says the failure in place.
  if (options.notifyErrors !== false)
    setTimeout(() => {
      if (!saidThere.has(error)) config.notify(message, 'error');
    }, 0);
  throw error;
}

/** docs/spec.md §8 for a parsed envelope: code 0 passes, 401 ends the session, anything else is shown and rejected. */
function settle<T>(body: unknown, options: CallOptions): Envelope<T> {
  if (!isEnvelope(body)) fail(t('error.noBody'), -1, null, options);
  const envelope = body as Envelope<T>;
  if (envelope.code === ResultCode.ok) return envelope;
  if (envelope.code === ResultCode.unauthorized) {
    clearSession();
    const ended = memberDisabledOf(envelope.data);
    config.onUnauthorized(ended);
    throw new SessionExpiredError(
      ended ? t('error.memberDisabled', { brand: ended.brandTitle }) : t('error.session'),
    );
  }
  const fallback = envelope.code === ResultCode.forbidden ? t('error.forbidden') : t('error.generic');
  fail(envelope.message || fallback, envelope.code, envelope.data, options);
}

type Method = 'GET' | 'POST';

async function send(
  method: Method,
  path: string,
  init: { body?: Record<string, unknown> | FormData; query?: Record<string, string> },
  options: CallOptions,
  responseType: 'json' | 'blob' | 'arrayBuffer' = 'json',
  stateChanging = method !== 'GET',
): Promise<FetchResponse<unknown>> {
  try {
    const $fetch = await ofetchClient();
    return await $fetch.raw(path, {
      method,
      baseURL: config.baseURL || undefined,
      credentials: 'include',
      headers: buildHeaders(stateChanging),
      body: init.body,
      query: init.query,
      retry: 0,
      timeout: options.timeout,
      signal: options.signal,
      responseType,
      ignoreResponseError: true,
    });
  } catch (error) {
    const cause = (error as { cause?: { name?: string } }).cause;
    // The caller cancelled (the screen went away): nothing to tell the user.
    if (cause?.name === 'AbortError' && options.signal?.aborted) throw error;
    if (cause?.name === 'TimeoutError') fail(t('error.timeout'), 0, null, options);
    fail(t('error.network'), 0, null, options);
  }
}

function checkStatus(res: FetchResponse<unknown>, options: CallOptions): void {
  if (res.status < 200 || res.status > 299)
    fail(t('error.http', { status: res.status }), res.status, null, options);
}

async function envelopeCall<T>(
  method: Method,
  path: string,
  init: { body?: Record<string, unknown> | FormData; query?: Record<string, string> },
  options: CallOptions,
  stateChanging = method !== 'GET',
): Promise<Envelope<T>> {
  const res = await send(method, path, init, options, 'json', stateChanging);
  checkStatus(res, options);
  return settle<T>(res._data, options);
}

/** POST a JSON body, answering the envelope's `data` (with `mergeQuery`, the page's query fills gaps). */
export async function post<T>(
  path: string,
  body: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<T> {
  const payload = options.mergeQuery ? mergePageQuery(body) : body;
  return (await envelopeCall<T>('POST', path, { body: payload }, options)).data;
}

/** Like `post`, also answering the server's message (for calls whose message is shown as a success). */
export async function postForMessage<T>(
  path: string,
  body: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<{ message: string; data: T }> {
  const payload = options.mergeQuery ? mergePageQuery(body) : body;
  const { message, data } = await envelopeCall<T>('POST', path, { body: payload }, options);
  return { message, data };
}

/**
 * What a write that can be taken back answers: its `data`, its message, and the envelope's undo handle
 * (null when this answer carries none: the write changed nothing, or its kind cannot be taken back).
 */
export interface Undoable<T> {
  data: T;
  message: string;
  undo: UndoHandle | null;
}

function undoOf(envelope: Envelope<unknown>): UndoHandle | null {
  const u = envelope.undo;
  return u && typeof u.id === 'number' && typeof u.until === 'string' ? { id: u.id, until: u.until } : null;
}

/**
 * Like `post`, also answering the envelope's undo handle, for a caller that offers 撤销 (issue 43). A
 * sibling of `post` rather than an option of it, so the many `post` callers keep answering `data`.
 */
export async function postUndoable<T>(
  path: string,
  body: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<Undoable<T>> {
  const payload = options.mergeQuery ? mergePageQuery(body) : body;
  const envelope = await envelopeCall<T>('POST', path, { body: payload }, options);
  return { data: envelope.data, message: envelope.message, undo: undoOf(envelope) };
}

/** GET with query parameters, answering the envelope's `data`. */
export async function get<T>(
  path: string,
  query: Record<string, string> = {},
  options: CallOptions = {},
): Promise<T> {
  return (await envelopeCall<T>('GET', path, { query }, options)).data;
}

/**
 * A confirmed action (docs/spec.md §7: confirm-delete uses GET on a URL such as `/brand/adminuser/del.html?id=3`).
 * Answers the server message too, which the confirm flow shows as a success toast, and the envelope's
 * undo handle, with which that toast offers 撤销: every delete through the kit's confirm path gets it.
 */
export async function action<T = unknown>(url: string, options: CallOptions = {}): Promise<Undoable<T>> {
  // A GET that changes data: it carries the XSRF header like any other state-changing call.
  const envelope = await envelopeCall<T>('GET', url, {}, options, true);
  return { message: envelope.message, data: envelope.data, undo: undoOf(envelope) };
}

/**
 * The confirm-delete address of one or several rows, for `action`: `path?id=3` for one row (the
 * form the confirm dialog shows), `path?ids=3,4` for several.
 */
export function deleteUrl(path: string, ids: readonly (number | string)[]): string {
  return ids.length === 1 ? `${path}?id=${ids[0]}` : `${path}?ids=${ids.join(',')}`;
}

/**
 * POST a JSON body to a call that answers server-sent events (the assistant's chat): resolves with the
 * response once the stream has started, its body for the caller to read. A refusal before the stream
 * is an envelope like any call's, settled the same way (a 401 ends the session, a refusal rejects
 * with its message). Plain `fetch`, so the body streams; aborting `signal` cancels the request.
 */
export function postForStream(
  path: string,
  body: Record<string, unknown>,
  options: CallOptions = {},
): Promise<Response> {
  return openStream(path, body, options);
}

/** GET a stream of server-sent events (the console's live events), settled like postForStream. */
export function getForStream(path: string, options: CallOptions = {}): Promise<Response> {
  return openStream(path, null, options);
}

async function openStream(
  path: string,
  body: Record<string, unknown> | null,
  options: CallOptions,
): Promise<Response> {
  const doFetch = config.fetch ?? globalThis.fetch;
  let res: Response;
  try {
    res = await doFetch(`${config.baseURL}${path}`, {
      method: body === null ? 'GET' : 'POST',
      credentials: 'include',
      headers:
        body === null
          ? {
              ...buildHeaders(false),
              Accept: 'text/event-stream',
              ...(options.lastEventId ? { 'Last-Event-ID': options.lastEventId } : {}),
            }
          : { ...buildHeaders(true), 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: body === null ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    fail(t('error.network'), 0, null, options);
  }
  if (res.status < 200 || res.status > 299)
    fail(t('error.http', { status: res.status }), res.status, null, options);
  if (res.headers.get('content-type')?.startsWith('text/event-stream') && res.body) return res;
  let parsed: unknown = null;
  try {
    parsed = await res.json();
  } catch {
    // Not an envelope either: settle says so.
  }
  settle(parsed, options);
  // An envelope with code 0 where a stream was due: nothing to read.
  fail(t('error.noBody'), -1, null, options);
}

/** Multipart upload (docs/spec.md §7); the browser sets the boundary, so no content type is forced. */
export async function upload<T>(path: string, form: FormData, options: CallOptions = {}): Promise<T> {
  return (await envelopeCall<T>('POST', path, { body: form }, options)).data;
}

/**
 * Binary answers (images, exports) pass through untouched (docs/spec.md §8). When the server answers an
 * envelope instead (an error, an expired session), it is handled like any other call.
 */
export async function binary(
  method: Method,
  path: string,
  options: BinaryOptions,
  body?: Record<string, unknown>,
): Promise<Blob | ArrayBuffer> {
  const res = await send(method, path, { body }, options, options.responseType);
  checkStatus(res, options);
  if ((res.headers.get('content-type') ?? '').includes('application/json')) {
    const data = res._data;
    const text = isBlob(data) ? await data.text() : new TextDecoder().decode(data as ArrayBuffer);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    settle(parsed, options);
  }
  const data = res._data;
  if (isBlob(data) || isArrayBuffer(data)) return data;
  fail(t('error.noBody'), -1, null, options);
}

// Duck-typed: under a test DOM the fetch implementation's Blob is not the window's Blob class.
function isBlob(v: unknown): v is Blob {
  return typeof v === 'object' && v !== null && typeof (v as Blob).text === 'function' && 'size' in v;
}

function isArrayBuffer(v: unknown): v is ArrayBuffer {
  return Object.prototype.toString.call(v) === '[object ArrayBuffer]';
}

export interface UploadProgressOptions extends Pick<CallOptions, 'notifyErrors' | 'signal'> {
  /** Bytes of the body sent so far, and the body's size. */
  onProgress?: (loaded: number, total: number) => void;
}

/**
 * Multipart upload with progress (fetch cannot report upload progress; XMLHttpRequest can). Answers
 * like every other call: the envelope's `data`, a 401 ends the session, anything else rejects with
 * the server's message; an abort through `signal` rejects with an AbortError and shows nothing.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  options: UploadProgressOptions = {},
): Promise<T> {
  return xhrUpload<T>(path, form, options).then((envelope) => envelope.data);
}

/** Like `uploadWithProgress`, also answering the envelope's undo handle (an import taken back as a whole). */
export function uploadUndoable<T>(
  path: string,
  form: FormData,
  options: UploadProgressOptions = {},
): Promise<Undoable<T>> {
  return xhrUpload<T>(path, form, options).then((envelope) => ({
    data: envelope.data,
    message: envelope.message,
    undo: undoOf(envelope),
  }));
}

function xhrUpload<T>(path: string, form: FormData, options: UploadProgressOptions): Promise<Envelope<T>> {
  return new Promise<Envelope<T>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.withCredentials = true;
    for (const [k, v] of Object.entries(buildHeaders(true))) xhr.setRequestHeader(k, v);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => options.onProgress?.(e.loaded, e.lengthComputable ? e.total : 0);
    const settleWith = (run: () => Envelope<T>) => {
      try {
        resolve(run());
      } catch (error) {
        reject(error);
      }
    };
    xhr.onload = () =>
      settleWith(() => {
        if (xhr.status < 200 || xhr.status > 299)
          fail(t('error.http', { status: xhr.status }), xhr.status, null, options);
        let body: unknown = null;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          body = null;
        }
        return settle<T>(body, options);
      });
    xhr.onerror = () => settleWith(() => fail(t('error.network'), 0, null, options));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
