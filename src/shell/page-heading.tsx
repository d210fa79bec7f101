import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

// The first page of a visit keeps the browser's own focus; later route changes move it to the new
// page's heading so screen-reader and keyboard users start reading at the new content.
let lastPath: string | null = null;

export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const [path] = useLocation();
  useEffect(() => {
    if (lastPath === null) {
      lastPath = path;
      return;
    }
    if (lastPath !== path) {
      lastPath = path;
      ref.current?.focus();
    }
  }, [path]);
  return (
    <h1 ref={ref} tabIndex={-1} className={className} data-page-heading="">
      {children}
    </h1>
  );
}
