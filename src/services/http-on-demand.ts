import { t } from '../i18n/i18n.ts';
import type { CallOptions } from './http.ts';
import { httpConfig } from './http-config.ts';

type HttpKit = typeof import('./http.ts');

// The login screen renders before its first call, so the http kit (http.ts, and ofetch after it)
// comes in its own chunk: `preloadHttp` fetches it while the user types, the first call waits for it.
// The services of the first screen (sign-in, the menu, error reports) call through here; the screens
// after sign-in import http.ts itself.
let kit: Promise<HttpKit> | null = null;

function loadHttp(options: CallOptions): Promise<HttpKit> {
  kit ??= import('./http.ts').catch((error: unknown) => {
    // The next call tries again.
    kit = null;
    throw error;
  });
  return kit.catch((error: unknown) => {
    // A failed download is a network fault like any other, said as http.ts says one.
    const message = t('error.network');
    if (options.notifyErrors !== false) httpConfig.notify(message, 'error');
    throw new Error(message, { cause: error });
  });
}

/** Starts downloading the http kit and its client before the first call needs them. */
export function preloadHttp(): void {
  loadHttp({ notifyErrors: false }).then(
    (http) => http.preloadHttp(),
    () => {
      // The first call retries and reports the fault to the user.
    },
  );
}

/** http.ts's `post`, the kit loaded first. */
export async function post<T>(
  path: string,
  body: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<T> {
  return (await loadHttp(options)).post<T>(path, body, options);
}

/** http.ts's `postForMessage`, the kit loaded first. */
export async function postForMessage<T>(
  path: string,
  body: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<{ message: string; data: T }> {
  return (await loadHttp(options)).postForMessage<T>(path, body, options);
}
