import { z } from 'zod';
import { sameValue } from './envelope.ts';
import {
  emailRule,
  enteredPasswordRule,
  lengthOf,
  mobileRule,
  passwordRule,
  realNameRule,
} from './field-rules.ts';
import { clientErrorLimits } from './manage-paths.ts';
import type { RoleMenu } from './menu.ts';
import { textSchema } from './rule-schema.ts';

/** The signed-in user and brand, for the account screens. */
export interface ManageBody {
  user: {
    userId: number;
    userName: string;
    realName: string;
    mobile: string;
    email: string;
    /** The latest sign-in, ISO 8601: this session's own for the user reading it. */
    lastLoginAt: string | null;
    /** The sign-in before this session, ISO 8601, or null for a first sign-in ("last signed in" on My account). */
    previousLoginAt: string | null;
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

/** `{min, max}` of a new password, for hints (the rule is field-rules.ts' `passwordRule`). */
export const passwordRules = lengthOf(passwordRule);

export const changePasswordBody = /* @__PURE__ */ (() =>
  z
    .strictObject({
      oldPassword: textSchema(enteredPasswordRule),
      password: textSchema(passwordRule),
      confirmPassword: textSchema(enteredPasswordRule),
    })
    .refine((b) => b.password === b.confirmPassword, { path: ['confirmPassword'], message: 'mismatch' })
    .meta(sameValue('password', 'confirmPassword')))();
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/**
 * `userinfo.html`: the signed-in user's own profile. Only the fields sent change; `''` clears one.
 * The account is the user's own whichever brands it belongs to, so no brand is needed.
 */
export const profileBody = /* @__PURE__ */ (() =>
  z.strictObject({
    realName: textSchema(realNameRule).optional(),
    mobile: textSchema(mobileRule).optional(),
    email: textSchema(emailRule).optional(),
  }))();
export type ProfileBody = z.input<typeof profileBody>;

/** `data` of `userinfo.html`: the profile as saved. */
export interface ProfileResult {
  realName: string;
  mobile: string;
  email: string;
}

/**
 * `client_error.html`: a screen threw in the browser. `route` is the console's address (its hash
 * path and query), `build` the console's build id (package version and commit), `stack` the error's
 * stack and the components it was thrown in. Kept raw: a stack's spacing is part of what it says.
 */
export const clientErrorBody = /* @__PURE__ */ (() =>
  z.strictObject({
    message: textSchema({ required: true, max: clientErrorLimits.message, raw: true }),
    stack: textSchema({ max: clientErrorLimits.stack, raw: true }).optional(),
    route: textSchema({ required: true, max: clientErrorLimits.route }),
    build: textSchema({ required: true, max: clientErrorLimits.build }),
  }))();
export type ClientErrorBody = z.input<typeof clientErrorBody>;
