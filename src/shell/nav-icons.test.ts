// The icon navigation draws the icon the server's rule tree names for each nav entry
// (`nav(key, title, titleEn, 'shield')`); the drawings come from the modules' `<m>.nav.ts`, which the
// shell finds by itself (src/shell/nav-icons.ts). A module whose drawing is missing would show a dot.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CircleDot } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { navIcon } from './nav-icons.ts';

const serverModules = resolve(import.meta.dirname, '../../server/modules');

/** The icon names the rule tree gives its nav entries, wherever in a server module they are declared. */
const ruleTreeIcons = readdirSync(serverModules, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts'))
  .flatMap((f) => {
    const text = readFileSync(resolve(serverModules, f), 'utf8');
    return [...text.matchAll(/\bnav\(\s*[^,]+,\s*'[^']*',\s*'[^']*',\s*'([a-z-]+)'/g)].map((n) => n[1] ?? '');
  });

describe('nav icons', () => {
  it('draws every icon the rule tree names, and a dot for an unknown one', () => {
    expect(ruleTreeIcons.length).toBeGreaterThanOrEqual(9);
    expect(ruleTreeIcons.filter((name) => navIcon(name) === CircleDot)).toEqual([]);
    expect(navIcon('no-such-icon')).toBe(CircleDot);
  });
});
