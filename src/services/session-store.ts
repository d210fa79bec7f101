import type { BrandInfo, LoginResult, SelectBrandResult, UserInfo } from '../../contract/auth.ts';
import type { RoleMenu } from '../../contract/menu.ts';

/** docs/spec.md §3 and §9: the session lives in sessionStorage (per tab, gone with the tab) under these keys. */
export const sessionKeys = {
  token: 'token',
  brand: 'brand',
  menu: 'menu',
  userInfo: 'userinfo',
} as const;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Access can throw when storage is disabled; the console then behaves as signed out.
    return undefined;
  }
}

function readJson<T>(key: string, isValid: (v: unknown) => v is T): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isUserInfo(v: unknown): v is UserInfo {
  return isRecord(v) && typeof v.userName === 'string';
}

function isBrandInfo(v: unknown): v is BrandInfo {
  return isRecord(v) && typeof v.brandId === 'number' && typeof v.brandTitle === 'string';
}

function isRoleMenu(v: unknown): v is RoleMenu {
  return isRecord(v) && Array.isArray(v.nav) && Array.isArray(v.menuList) && Array.isArray(v.menuUrl);
}

/** docs/spec.md §5: refused unless both token and userInfo are present. Returns whether it was stored. */
export function saveLogin(result: Partial<LoginResult> | null | undefined): boolean {
  if (!result?.token || !result.userInfo) return false;
  const s = storage();
  if (!s) return false;
  s.setItem(sessionKeys.token, result.token);
  s.setItem(sessionKeys.userInfo, JSON.stringify(result.userInfo));
  return true;
}

/** docs/spec.md §5: refused unless both brand and roleMenu are present. Returns whether it was stored. */
export function saveBrand(result: Partial<SelectBrandResult> | null | undefined): boolean {
  if (!result?.brand || !result.roleMenu) return false;
  const s = storage();
  if (!s) return false;
  s.setItem(sessionKeys.brand, JSON.stringify(result.brand));
  s.setItem(sessionKeys.menu, JSON.stringify(result.roleMenu));
  return true;
}

/** The stored brand under a new title (after the brand was renamed in its configuration). */
export function saveBrandTitle(title: string): void {
  const brand = getBrand();
  if (brand) storage()?.setItem(sessionKeys.brand, JSON.stringify({ ...brand, brandTitle: title }));
}

/**
 * docs/spec.md §4: removes menu, token and user info. The brand stays, so the next sign-in in this tab can
 * return to the brand the user was working in.
 */
export function clearSession(): void {
  const s = storage();
  s?.removeItem(sessionKeys.menu);
  s?.removeItem(sessionKeys.token);
  s?.removeItem(sessionKeys.userInfo);
}

export function getToken(): string {
  return storage()?.getItem(sessionKeys.token) ?? '';
}

/** docs/spec.md §4: logged in means a non-empty token is present. */
export function isLoggedIn(): boolean {
  return getToken() !== '';
}

export function getUserInfo(): UserInfo | null {
  return readJson(sessionKeys.userInfo, isUserInfo);
}

export function getBrand(): BrandInfo | null {
  return readJson(sessionKeys.brand, isBrandInfo);
}

/**
 * docs/spec.md §3: the brand id calls carry, 0 when absent. A brand kept without its menu is only
 * remembered from a session that ended (for the next sign-in to return to): no call is made in it,
 * since the member may no longer be allowed there.
 */
export function getBrandId(): number {
  return getMenu() ? (getBrand()?.brandId ?? 0) : 0;
}

/** Forgets the remembered brand (the member may no longer use it), so nothing sends it again. */
export function forgetBrand(): void {
  storage()?.removeItem(sessionKeys.brand);
}

export function getMenu(): RoleMenu | null {
  return readJson(sessionKeys.menu, isRoleMenu);
}

/** Everything a reload needs to resume without a new sign-in. */
export interface StoredSession {
  token: string;
  userInfo: UserInfo | null;
  brand: BrandInfo | null;
  menu: RoleMenu | null;
}

export function readSession(): StoredSession {
  return { token: getToken(), userInfo: getUserInfo(), brand: getBrand(), menu: getMenu() };
}

/**
 * A session handed over by another tab, checked as strictly as storage is read: null unless it has a
 * token and valid user info; a brand counts only together with its menu.
 */
export function sessionFrom(value: unknown): StoredSession | null {
  if (!isRecord(value) || typeof value.token !== 'string' || value.token === '') return null;
  if (!isUserInfo(value.userInfo)) return null;
  const brand = isBrandInfo(value.brand) ? value.brand : null;
  const menu = isRoleMenu(value.menu) ? value.menu : null;
  return { token: value.token, userInfo: value.userInfo, brand: menu && brand, menu: brand && menu };
}

/** Writes a whole session (one another tab handed over) into this tab's storage. */
export function storeSession(session: StoredSession): void {
  saveLogin({ token: session.token, userInfo: session.userInfo ?? undefined });
  if (session.brand && session.menu) saveBrand({ brand: session.brand, roleMenu: session.menu });
}
