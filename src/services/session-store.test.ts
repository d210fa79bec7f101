import { beforeEach, describe, expect, it } from 'vitest';
import type { RoleMenu } from '../../contract/menu.ts';
import {
  clearSession,
  getBrand,
  getBrandId,
  getMenu,
  getToken,
  getUserInfo,
  isLoggedIn,
  saveBrand,
  saveLogin,
} from './session-store.ts';

const userInfo = { userId: 1, userName: 'admin', realName: 'Admin' };
const brand = { brandId: 7, brandTitle: 'Demo Brand', roleTitle: 'Owner' };
const roleMenu: RoleMenu = { nav: [], menuList: [], menuUrl: ['/crm/index'] };

describe('session store (docs/spec.md §3-5)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keeps the session in sessionStorage under token, brand, menu and userinfo, never localStorage', () => {
    expect(saveLogin({ token: 'abc', userInfo })).toBe(true);
    expect(saveBrand({ brand, roleMenu })).toBe(true);
    expect(sessionStorage.getItem('token')).toBe('abc');
    expect(JSON.parse(sessionStorage.getItem('userinfo') ?? 'null')).toEqual(userInfo);
    expect(JSON.parse(sessionStorage.getItem('brand') ?? 'null')).toEqual(brand);
    expect(JSON.parse(sessionStorage.getItem('menu') ?? 'null')).toEqual(roleMenu);
    expect(localStorage.length).toBe(0);
    expect(isLoggedIn()).toBe(true);
    expect(getUserInfo()).toEqual(userInfo);
    expect(getMenu()).toEqual(roleMenu);
    expect(getBrandId()).toBe(7);
  });

  it('refuses a token without userInfo and userInfo without a token', () => {
    expect(saveLogin({ token: 'abc' })).toBe(false);
    expect(saveLogin({ userInfo })).toBe(false);
    expect(saveLogin({ token: '', userInfo })).toBe(false);
    expect(saveLogin(null)).toBe(false);
    expect(sessionStorage.length).toBe(0);
    expect(isLoggedIn()).toBe(false);
  });

  it('refuses a brand without roleMenu and roleMenu without a brand', () => {
    expect(saveBrand({ brand })).toBe(false);
    expect(saveBrand({ roleMenu })).toBe(false);
    expect(saveBrand(undefined)).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });

  it('reads the brand id as 0 when no brand is stored or the stored value is damaged', () => {
    expect(getBrandId()).toBe(0);
    sessionStorage.setItem('brand', '{not json');
    expect(getBrandId()).toBe(0);
    expect(getBrand()).toBeNull();
  });

  it('clear removes menu, token and userinfo but keeps the brand', () => {
    saveLogin({ token: 'abc', userInfo });
    saveBrand({ brand, roleMenu });
    clearSession();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('menu')).toBeNull();
    expect(sessionStorage.getItem('userinfo')).toBeNull();
    expect(getToken()).toBe('');
    expect(isLoggedIn()).toBe(false);
    expect(getBrand()).toEqual(brand);
    // Kept, not sent: a brand without its menu is no chosen brand (a member disabled there would
    // have it answer 403 on every call), so BrandId is 0 until a brand is chosen again.
    expect(getBrandId()).toBe(0);
    saveBrand({ brand, roleMenu });
    expect(getBrandId()).toBe(7);
  });
});
