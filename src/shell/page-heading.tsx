import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { focusLost } from '../ui/focus-lost.ts';

// The first page of a visit keeps the browser's own focus; later route changes move it to the new
// page's heading so screen-reader and keyboard users start reading at the new content.
let lastPath: string | null = null;

export interface PageHeadingProps {
  children: ReactNode;
  className?: string;
  /**
   * For a screen that replaces another at the same address (one taken away while open becomes "no
   * permission"): the heading takes focus when it fell to the page body with the old screen.
   */
  takesLostFocus?: boolean;
}

export function PageHeading({ children, className, takesLostFocus = false }: PageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const [path] = useLocation();
  useEffect(() => {
    if (lastPath === null) {
      lastPath = path;
      return;
    }
    if (lastPath !== path || (takesLostFocus && focusLost())) {
      lastPath = path;
      ref.current?.focus();
    }
  }, [path, takesLostFocus]);
  return (
    <h1 ref={ref} tabIndex={-1} className={className} data-page-heading="">
      {children}
    </h1>
  );
}
