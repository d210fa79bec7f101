import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
// The same box as a form's "could not load" line, so a form's refusals look alike wherever they show.
import styles from './managed-form.module.css';

export interface FormBannerProps {
  /** What was refused, in the user's words. */
  children: ReactNode;
}

/** A form's refusal above its fields: read out at once (an alert), with the warning icon. */
export function FormBanner({ children }: FormBannerProps) {
  return (
    <p className={styles.banner} role="alert">
      <CircleAlert aria-hidden="true" size={16} />
      <span>{children}</span>
    </p>
  );
}
