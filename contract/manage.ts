import { z } from 'zod';
import type { RoleMenu } from './menu.ts';

export const managePaths = {
  body: '/brand/manage/body.html',
  cache: '/brand/manage/cache.html',
  userMenu: '/brand/manage/usermenu.html',
  password: '/brand/manage/userpwd.html',
} as const;

/** The signed-in user and brand, for the account screens. */
export interface ManageBody {
  user: {
    userId: number;
    userName: string;
    realName: string;
    mobile: string;
    email: string;
    lastLoginAt: string | null;
  };
  brand: {
    brandId: number;
    brandTitle: string;
    roleTitle: string;
    isOwner: boolean;
  } | null;
  brandCount: number;
}

export type UserMenuResult = RoleMenu;

export const passwordRules = { min: 8, max: 64 } as const;

export const changePasswordBody = /* @__PURE__ */ z
  .strictObject({
    oldPassword: z.string().min(1).max(128),
    password: z.string().min(passwordRules.min).max(passwordRules.max),
    confirmPassword: z.string().min(1).max(128),
  })
  .refine((b) => b.password === b.confirmPassword, { path: ['confirmPassword'], message: 'mismatch' });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
