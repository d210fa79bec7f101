import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import styles from './form-field.module.css';

export interface FormFieldProps {
  /** The field's message when it failed the check; its presence is the error mark. */
  error?: string | null;
  children: ReactNode | ((ids: { errorId: string }) => ReactNode);
  className?: string;
}

/**
 * docs/spec.md §5: a failing field's container gets an error mark and an error icon. Kit fields already do
 * this themselves; this wrapper is for anything else (an upload, a tree, a group of controls), which
 * can point `aria-describedby` at `errorId`.
 */
export function FormField({ error, children, className }: FormFieldProps) {
  const errorId = useId();
  return (
    <div
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-invalid={error ? true : undefined}
    >
      {typeof children === 'function' ? children({ errorId }) : children}
      {error ? (
        <p id={errorId} className={styles.error}>
          <CircleAlert aria-hidden="true" size={14} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
