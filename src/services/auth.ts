import {
  authPaths,
  type LoginBody,
  type LoginResult,
  type SelectBrandResult,
  type UserBrand,
} from '../../contract/auth.ts';
import { apiUrl, post } from './http.ts';

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
