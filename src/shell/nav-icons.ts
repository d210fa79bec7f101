import {
  AppWindow,
  Bell,
  Boxes,
  CircleDot,
  Handshake,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  Shield,
  Sparkles,
  Users,
} from 'lucide-react';

// The server names icons in lucide's kebab-case; only these are bundled (importing all of lucide
// would put hundreds of kilobytes on the first screen).
const icons: Record<string, LucideIcon> = {
  'layout-dashboard': LayoutDashboard,
  settings: Settings,
  shield: Shield,
  users: Users,
  handshake: Handshake,
  boxes: Boxes,
  'app-window': AppWindow,
  bell: Bell,
  sparkles: Sparkles,
};

/** The icon for a nav entry; unknown names get a neutral dot rather than nothing. */
export function navIcon(name: string): LucideIcon {
  return icons[name] ?? CircleDot;
}
