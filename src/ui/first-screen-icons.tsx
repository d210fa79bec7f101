import type { ReactNode } from 'react';

/**
 * The icons the first screen can draw (the pending button's spinner, a field's error mark, the error
 * boundary's warning), drawn here rather than by lucide-react: its icons share a runtime that the
 * login form would otherwise download for three shapes. The shapes and attributes are lucide's
 * (ISC licence), so they look like every other icon of the console; other screens use lucide-react.
 */
interface FirstScreenIconProps {
  size: number;
  className?: string;
}

function Icon({
  size,
  className,
  name,
  children,
}: FirstScreenIconProps & { name: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={['lucide', `lucide-${name}`, className].filter(Boolean).join(' ')}
    >
      {children}
    </svg>
  );
}

/** lucide's `LoaderCircle`. */
export function LoaderCircle(props: FirstScreenIconProps) {
  return (
    <Icon {...props} name="loader-circle">
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </Icon>
  );
}

/** lucide's `CircleAlert`. */
export function CircleAlert(props: FirstScreenIconProps) {
  return (
    <Icon {...props} name="circle-alert">
      <circle cx="12" cy="12" r="10" />
      <line x1="12" x2="12" y1="8" y2="12" />
      <line x1="12" x2="12.01" y1="16" y2="16" />
    </Icon>
  );
}

/** lucide's `TriangleAlert`. */
export function TriangleAlert(props: FirstScreenIconProps) {
  return (
    <Icon {...props} name="triangle-alert">
      <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
      <path d="M12 9v4" />
      <path d="M12 17h.01" />
    </Icon>
  );
}
