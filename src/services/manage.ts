import type {
  ChangePasswordBody,
  ManageBody,
  ProfileBody,
  ProfileResult,
  UserMenuResult,
} from '../../contract/manage.ts';
import { managePaths } from '../../contract/manage-paths.ts';
import type { CallOptions } from './http.ts';
import { post, postForMessage } from './http-on-demand.ts';
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

let loadedAt: Date | null = null;
const loadedListeners = new Set<() => void>();

/** When this tab last read its menu from the server (null: only from storage, not yet this load). */
export function menuLoadedAt(): Date | null {
  return loadedAt;
}

export function onMenuLoaded(listener: () => void): () => void {
  loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
}

/** Called wherever a menu arrives from the server (a brand selected, the menu read again). */
export function noteMenuLoaded(): void {
  loadedAt = new Date();
  for (const listener of loadedListeners) listener();
}

/** Re-reads the role's menu (after a cache refresh, a reload, a rules event) and stores it beside the brand. */
export async function reloadMenu(): Promise<UserMenuResult> {
  const roleMenu = await userMenu();
  saveBrand({ brand: getBrand() ?? undefined, roleMenu });
  noteMenuLoaded();
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
