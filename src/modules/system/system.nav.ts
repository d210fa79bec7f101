import { Shield } from 'lucide-react';
import type { NavEntry } from '../../module-manifest.ts';

/** The module's entry in the icon navigation: the icon its rule tree names, drawn. */
export const nav: NavEntry = { icon: 'shield', Icon: Shield };
