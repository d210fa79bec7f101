import {
  authPaths,
  type LoginBody,
  type LoginResult,
  type SelectBrandResult,
  type UserBrand,
} from '../../contract/auth.ts';
import { apiUrl, type CallOptions, post } from './http.ts';

// Account-level calls are not about the page on screen, so the page's query is never merged in.
const account: CallOptions = { mergeQuery: false };

/** Sign in. Failures are left to the login screen, which shows them at the field. */
export function login(body: LoginBody): Promise<LoginResult> {
  return post<LoginResult>(authPaths.login, { ...body }, { ...account, notifyErrors: false });
}

export function logout(): Promise<unknown> {
  return post(authPaths.logout, {}, account);
}

export function brandList(): Promise<UserBrand[]> {
  return post<UserBrand[]>(authPaths.brandList, {}, account);
}

export function selectBrand(brandId: number): Promise<SelectBrandResult> {
  return post<SelectBrandResult>(authPaths.selectBrand, { brandId }, account);
}

/** The captcha image; the nonce defeats the browser cache on "refresh". */
export function verifyCodeUrl(nonce: number): string {
  return `${apiUrl(authPaths.verifyCode)}?t=${nonce}`;
}
