import type { LucideIcon } from 'lucide-react';
import type { MessageKey } from './i18n/catalog.ts';
import type { LazyScreen } from './lazy-screen.tsx';

/** `bare`: no shell (login, account dashboard); `full`: the shell; `platform`: the shell without the child-menu panel. */
export type ShellVariant = 'bare' | 'full' | 'platform';

export interface RouteDef {
  path: string;
  screen: LazyScreen;
  shell: ShellVariant;
  /** docs/spec.md §2: the home page, /manage/cache and /manage/userinfo hide the child menu. */
  childMenu: boolean;
  /** The page's name in the window title where the menu has no entry for the path (see page-title.ts). */
  title?: MessageKey;
}

/** A module's strings file: the same keys in both languages. */
interface Strings {
  'zh-CN': object;
}

/**
 * What a module adds to the console, as `src/modules/<m>/<m>.module.ts` declares it:
 * `export const manifest: ModuleManifest = { … }`. `src/modules/modules.ts` finds every manifest by
 * that file name and export, so no file lists the modules.
 */
export interface ModuleManifest {
  /** Its pages. A screen is only ever `lazyScreen(() => import(...))`: the manifests load with the entry. */
  routes: RouteDef[];
  /**
   * Paths the guard opens without a session (docs/spec.md §2 "Guard"); one ending in `/` opens
   * every path below it.
   */
  publicPaths?: string[];
  /**
   * A page that is a window of its own rather than a route (the machine inspector's pop-out): mounted
   * alone, without the console's actors.
   */
  window?: { path: string; mount: (root: HTMLElement) => Promise<void> };
  /** Started once with the console, after its actors (the docked inspector). */
  start?: () => Promise<void>;
}

type KeysOf<S> = S extends Strings ? Extract<keyof S['zh-CN'], string> : never;

/**
 * Each module's strings files by module (a union for several), added by its manifest:
 * `declare module '../../module-manifest.ts' { interface ModuleStrings { ai: typeof ai } }`. Type
 * only, so `MessageKey` knows the module's keys while the strings themselves load with the module's
 * chunks; the routes' titles are message keys themselves.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' declaration merging.
export interface ModuleStrings {}

/** Every module's message keys (src/i18n/catalog.ts `MessageKey`). */
export type ModuleKeys = { [M in keyof ModuleStrings]: KeysOf<ModuleStrings[M]> }[keyof ModuleStrings];

/**
 * A module's entry of the icon navigation, `src/modules/<m>/<m>.nav.ts` exporting `nav`: the icon the
 * rule tree names (`nav(…, 'shield')`, the server's menu) and its drawing. Apart from the manifest
 * because the manifests load with the login screen and the icons only with the shell
 * (src/shell/nav-icons.ts finds them).
 */
export interface NavEntry {
  icon: string;
  Icon: LucideIcon;
}

/** A page inside the shell with its module's child menu: most pages. */
export function menuPage(path: string, screen: LazyScreen, more: Partial<RouteDef> = {}): RouteDef {
  return { path, screen, shell: 'full', childMenu: true, ...more };
}
