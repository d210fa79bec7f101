import { CircleDot, type LucideIcon } from 'lucide-react';
import type { NavEntry } from '../module-manifest.ts';

// The server names icons in lucide's kebab-case (the rule tree's `nav(…, 'shield')`); each module's
// `<m>.nav.ts` brings its own, so only those are bundled (importing all of lucide would put hundreds
// of kilobytes on the first screen), with the shell: the login screen draws no navigation.
const entries = import.meta.glob<NavEntry>('../modules/*/*.nav.ts', { eager: true, import: 'nav' });
const icons = new Map(Object.values(entries).map((n) => [n.icon, n.Icon]));

/** The icon for a nav entry; unknown names get a neutral dot rather than nothing. */
export function navIcon(name: string): LucideIcon {
  return icons.get(name) ?? CircleDot;
}
