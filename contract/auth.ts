import { z } from 'zod';
import type { RoleMenu } from './menu.ts';

export const authPaths = {
  verifyCode: '/verifycode.html',
  login: '/auth/brandmanager/userpwd.html',
  logout: '/auth/brandmanager/logout.html',
  brandList: '/auth/brand/userbrandlist.html',
  selectBrand: '/auth/brand/userselectbrand.html',
} as const;

export const loginBody = z.strictObject({
  user: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  verifycode: z.string().trim().max(16).optional(),
});
export type LoginBody = z.input<typeof loginBody>;

export interface UserInfo {
  userId: number;
  userName: string;
  realName: string;
}

/** SPEC §3 "Login result": token and userInfo, both required. */
export interface LoginResult {
  token: string;
  userInfo: UserInfo;
}

/**
 * When a login fails and the next attempt must carry a captcha, `data` of the `code 1` answer says so,
 * so the console can show the captcha before the user tries again.
 */
export interface LoginFailure {
  captchaRequired: boolean;
}

export interface UserBrand {
  brandId: number;
  brandTitle: string;
  roleTitle: string;
  logo: string;
}

export const selectBrandBody = z.strictObject({ brandId: z.coerce.number().int().positive() });
export type SelectBrandBody = z.input<typeof selectBrandBody>;

export interface BrandInfo {
  brandId: number;
  brandTitle: string;
  roleTitle: string;
}

/** SPEC §3 "Brand selection result": brand and roleMenu, both required. */
export interface SelectBrandResult {
  brand: BrandInfo;
  roleMenu: RoleMenu;
}
