import { z } from 'zod';
import { idField } from './envelope.ts';
import type { RoleMenu } from './menu.ts';

export const authPaths = {
  verifyCode: '/verifycode.html',
  /** The spoken version of the current captcha (`?lang=en`), a WAV: the non-visual alternative. */
  verifyCodeAudio: '/verifycode/audio.html',
  /** Whether the next sign-in needs the captcha or is refused for a while: the login screen asks first. */
  loginState: '/auth/brandmanager/loginstate.html',
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

/** docs/spec.md §3 "Login result": token and userInfo, both required. */
export interface LoginResult {
  token: string;
  userInfo: UserInfo;
}

export const loginStateBody = z.strictObject({ user: z.string().trim().max(64).optional() });
export type LoginStateBody = z.input<typeof loginStateBody>;

/** What the next sign-in attempt (for `user`, from this address) must clear. */
export interface LoginState {
  /** The attempt must carry the captcha's code (`verifycode`). */
  captchaRequired: boolean;
  /** Whole minutes the captcha stays required without another failure; 0 when it is not. */
  captchaMinutes: number;
  /** Whole minutes before any attempt is accepted again (too many failures); 0 when not locked. */
  lockedMinutes: number;
}

/** A brand where the user's membership was disabled (the brand itself still open). */
export interface DisabledMembership {
  brandId: number;
  brandTitle: string;
}

/**
 * `data` of a refused sign-in (`code 1`): the state for the next attempt, so the console can show the
 * captcha or the wait before the user tries again, and the field the message is about.
 */
export interface LoginFailure extends LoginState {
  /**
   * 'verifycode' for a missing or wrong code, 'password' for a wrong password, null for the whole
   * form (a lock, or an account disabled in every brand it belongs to).
   */
  field: 'password' | 'verifycode' | null;
  /**
   * 'memberDisabled': the password was right, but every membership of the account is disabled;
   * `disabledIn` names the brands, whose administrators can enable it again.
   */
  reason?: 'memberDisabled';
  disabledIn?: DisabledMembership[];
}

/**
 * `data` of a `code 401` (or `403`) answer, and of the live `session` event, when the session ended
 * because the member was disabled in a brand: the message says so, naming the brand; null (`{}` for
 * the event) when the session merely expired, was signed out or revoked.
 */
export interface MemberDisabled extends DisabledMembership {
  reason: 'memberDisabled';
}

/** Reads a MemberDisabled out of an answer's `data` (anything else: null). */
export function memberDisabledOf(data: unknown): MemberDisabled | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Partial<Record<keyof MemberDisabled, unknown>>;
  return d.reason === 'memberDisabled' && typeof d.brandId === 'number' && typeof d.brandTitle === 'string'
    ? { reason: 'memberDisabled', brandId: d.brandId, brandTitle: d.brandTitle }
    : null;
}

export interface UserBrand {
  brandId: number;
  brandTitle: string;
  roleTitle: string;
  logo: string;
}

export const selectBrandBody = z.strictObject({ brandId: idField });
export type SelectBrandBody = z.input<typeof selectBrandBody>;

export interface BrandInfo {
  brandId: number;
  brandTitle: string;
  roleTitle: string;
}

/** docs/spec.md §3 "Brand selection result": brand and roleMenu, both required. */
export interface SelectBrandResult {
  brand: BrandInfo;
  roleMenu: RoleMenu;
}
