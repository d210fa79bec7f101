import type {
  ChangePasswordBody,
  ManageBody,
  ProfileBody,
  ProfileResult,
  UserMenuResult,
} from '../../contract/manage.ts';
import { managePaths } from '../../contract/manage.ts';
import { type CallOptions, post, postForMessage } from './http.ts';
import { getBrand, saveBrand } from './session-store.ts';

export function body(): Promise<ManageBody> {
  return post<ManageBody>(managePaths.body, {});
}

/** Drops the server's caches; answers the server's message, which the console shows as a toast. */
export async function refreshCache(): Promise<string> {
  return (await postForMessage(managePaths.cache, {})).message;
}

export function userMenu(): Promise<UserMenuResult> {
  return post<UserMenuResult>(managePaths.userMenu, {});
}

/** Re-reads the role's menu (after a cache refresh) and stores it beside the current brand. */
export async function reloadMenu(): Promise<UserMenuResult> {
  const roleMenu = await userMenu();
  saveBrand({ brand: getBrand() ?? undefined, roleMenu });
  return roleMenu;
}

/** Field errors are shown on the form, not as a toast. */
export function changePassword(input: ChangePasswordBody): Promise<unknown> {
  return post(managePaths.password, { ...input }, { notifyErrors: false });
}

/** The signed-in user's own name, mobile and e-mail; the form passes `notifyErrors: false`. */
export function saveProfile(input: ProfileBody, options: CallOptions = {}): Promise<ProfileResult> {
  return post<ProfileResult>(managePaths.profile, { ...input }, options);
}
