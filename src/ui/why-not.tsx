import { type ReactNode, useId } from 'react';
import styles from './why-not.module.css';

/**
 * Why the server would refuse an action on a row, by action name (`delete`, `status`, ...): your own
 * account cannot be disabled or deleted, the owner role cannot be deleted. A list screen answers it
 * per row (`ListView`'s `whyNot`); the list locks the row's bulk-delete box by its `delete` reason and
 * hands the reasons to the cells, whose controls show themselves disabled with the reason.
 */
export type WhyNot = Partial<Record<string, string>>;

export const noReasons: WhyNot = Object.freeze({});

export interface UnavailableProps {
  /** Why the control cannot be used; shown as its tooltip and read with it as its description. */
  reason: string;
  /** The disabled control; give it `aria-describedby={descriptionId}`. */
  children: (descriptionId: string) => ReactNode;
}

/**
 * A control shown disabled because using it could only be refused. The reason is the control's
 * description (screen readers read it with the control, and with the grid cell that holds it) and
 * the wrapper's tooltip for a pointer.
 */
export function Unavailable({ reason, children }: UnavailableProps) {
  const id = useId();
  return (
    <span className={styles.unavailable} title={reason}>
      {children(id)}
      <span id={id} className="visually-hidden">
        {reason}
      </span>
    </span>
  );
}
