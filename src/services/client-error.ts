import { clientErrorLimits, managePaths } from '../../contract/manage-paths.ts';
import { post } from './http-on-demand.ts';
import { getToken } from './session-store.ts';

/** The console's build (vite.config.ts `buildId`); `dev` where no build made one (the dev server without git, tests). */
export const buildId: string = import.meta.env.VITE_BUILD_ID || 'dev';

export interface ClientErrorReport {
  message: string;
  /** The error's stack and the components it was thrown in. */
  stack?: string;
  /** The console's address: hash path and query. */
  route: string;
}

/** Longer parts are cut to what the server takes (contract/manage-paths.ts), keeping their start. */
const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * Tells the server a screen failed (`/brand/manage/client_error.html`), which logs it with the route
 * and the build. Answers whether the server took it. Only a signed-in console reports (the call needs
 * a session); a refusal (too many reports) or a lost connection is not shown: the screen's own message
 * already says what happened.
 */
export async function reportClientError(report: ClientErrorReport): Promise<boolean> {
  if (!getToken()) return false;
  try {
    await post(
      managePaths.clientError,
      {
        message: cut(report.message || 'Error', clientErrorLimits.message),
        ...(report.stack ? { stack: cut(report.stack, clientErrorLimits.stack) } : {}),
        route: cut(report.route || '/', clientErrorLimits.route),
        build: cut(buildId, clientErrorLimits.build),
      },
      { notifyErrors: false },
    );
    return true;
  } catch {
    return false;
  }
}
