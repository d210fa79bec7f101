import type { MemberDisabled } from '../../contract/auth.ts';

export type NoticeTone = 'error' | 'success' | 'info';

export interface HttpConfig {
  /** API host; '' means the console's own origin (the default: one process serves both). */
  baseURL: string;
  /**
   * Called once per `code 401` answer after the stored session is cleared, with why when the answer
   * says (the member was disabled in a brand). The app sends this to the session machine, which
   * collapses many concurrent 401s into one message and one redirect.
   */
  onUnauthorized: (ended: MemberDisabled | null) => void;
  /** Shows a message to the user (the app wires the toast actor); every http error is shown here once. */
  notify: (message: string, tone: NoticeTone) => void;
  /** Tests running outside a browser pass a fetch that keeps cookies like a browser would. */
  fetch?: typeof globalThis.fetch;
}

/**
 * What the http kit (http.ts) reads on every call. Apart from it so that the app can wire it when it
 * starts while the kit itself arrives with the first call (http-on-demand.ts).
 */
export const httpConfig: HttpConfig = { baseURL: '', onUnauthorized: () => {}, notify: () => {} };

export function configureHttp(partial: Partial<HttpConfig>): void {
  Object.assign(httpConfig, partial);
}

/** The base URL for links the browser fetches itself (the captcha `<img>`). */
export function apiUrl(path: string): string {
  return `${httpConfig.baseURL.replace(/\/$/, '')}${path}`;
}
