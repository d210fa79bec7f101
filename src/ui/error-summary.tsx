import '../i18n/kit.ts';
import { CircleAlert } from 'lucide-react';
import { forwardRef, useId } from 'react';
import { useT } from '../i18n/use-t.ts';
import { Link } from './link.tsx';
import styles from './managed-form.module.css';

export interface ErrorSummaryProps {
  /** Each failing field's name and its message, in the order the form shows them. */
  errors: ReadonlyArray<readonly [name: string, message: string]>;
  /** Moves focus to the field `name` (its input, a select's button). */
  onGoTo: (name: string) => void;
}

/**
 * docs/spec.md §5 "表单验证失败", said once, at the top of the form, as an error summary (the GOV.UK
 * pattern): focused after a failed check, it reads its title and the list of problems; each is a link
 * that takes focus to its field, where the same message stays. Not a live region: it is read because
 * it has focus, so it is heard once.
 */
export const ErrorSummary = forwardRef<HTMLElement, ErrorSummaryProps>(function ErrorSummary(
  { errors, onGoTo },
  ref,
) {
  const t = useT();
  const titleId = useId();
  const listId = useId();
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={listId}
      className={styles.summary}
      data-error-summary=""
    >
      <p id={titleId} className={styles.summaryTitle}>
        <CircleAlert aria-hidden="true" size={16} />
        <span>{t('form.invalid')}</span>
      </p>
      <ul id={listId} className={styles.summaryList}>
        {errors.map(([name, message]) => (
          <li key={name}>
            <Link onPress={() => onGoTo(name)}>{message}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
});
