import {
  authPaths,
  type LoginBody,
  type LoginResult,
  type LoginState,
  type SelectBrandResult,
  type UserBrand,
} from '../../contract/auth.ts';
import type { Locale } from '../../contract/envelope.ts';
import { apiUrl } from './http-config.ts';
import { post } from './http-on-demand.ts';

/** Sign in. Failures are left to the login screen, which shows them at the field. */
export function login(body: LoginBody): Promise<LoginResult> {
  return post<LoginResult>(authPaths.login, { ...body }, { notifyErrors: false });
}

export function logout(): Promise<unknown> {
  return post(authPaths.logout, {});
}

export function brandList(): Promise<UserBrand[]> {
  return post<UserBrand[]>(authPaths.brandList, {});
}

export function selectBrand(brandId: number): Promise<SelectBrandResult> {
  return post<SelectBrandResult>(authPaths.selectBrand, { brandId });
}

/** The captcha image; the nonce defeats the browser cache on "refresh". */
export function verifyCodeUrl(nonce: number): string {
  return `${apiUrl(authPaths.verifyCode)}?t=${nonce}`;
}

/** The captcha spoken: the current code (the same cookie as the image), in the console's language. */
export function verifyCodeAudioUrl(nonce: number, locale: Locale): string {
  return `${apiUrl(authPaths.verifyCodeAudio)}?lang=${locale}&t=${nonce}`;
}

/** Whether the next sign-in for `user` needs the captcha, or must wait (asked when the screen opens). */
export function loginState(user: string): Promise<LoginState> {
  return post<LoginState>(authPaths.loginState, user ? { user } : {}, { notifyErrors: false });
}

// The user name last tried in this tab, so a reload keeps it and shows its captcha at once. Per tab
// and gone with it, like the session (docs/spec.md §9); never the password.
const lastUserKey = 'loginUser';

export function rememberLoginUser(user: string): void {
  try {
    globalThis.sessionStorage?.setItem(lastUserKey, user);
  } catch {
    // Storage disabled: a reload then starts with an empty user name, as before.
  }
}

export function rememberedLoginUser(): string {
  try {
    return globalThis.sessionStorage?.getItem(lastUserKey) ?? '';
  } catch {
    return '';
  }
}
