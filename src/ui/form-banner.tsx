import { CircleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
// The same box as a form's "could not load" line, so a form's refusals look alike wherever they show.
import styles from './managed-form.module.css';

export interface FormBannerProps {
  /** What was refused, in the user's words. */
  children: ReactNode;
}

/**
 * A form's refusal above its fields: read out at once (an alert), with the warning icon. It scrolls
 * itself into view when it appears: the form's buttons are at its end, so in a dialog scrolled down to
 * them the refusal would otherwise appear above what the user sees. Focus stays where it was.
 */
export function FormBanner({ children }: FormBannerProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <p ref={ref} className={styles.banner} role="alert">
      <CircleAlert aria-hidden="true" size={16} />
      <span>{children}</span>
    </p>
  );
}
