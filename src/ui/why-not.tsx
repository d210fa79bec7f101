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
  /** Why the control cannot be used; shown beside it on hover and focus, and read with it as its description. */
  reason: string;
  /** The control shown unavailable; give it `aria-describedby={descriptionId}`. */
  children: (descriptionId: string) => ReactNode;
}

/**
 * A control shown unavailable because using it could only be refused. The reason is the control's
 * description (screen readers read it with the control, and with the grid cell that holds it) and is
 * shown above the control while it is hovered or focused: a control that stays focusable for its
 * reason (`aria-disabled`, as ConfirmAction's trigger) gives a keyboard user the same words a pointer
 * gets, which a `title` never did.
 */
export function Unavailable({ reason, children }: UnavailableProps) {
  const id = useId();
  return (
    <span className={styles.unavailable}>
      {children(id)}
      <span id={id} className={styles.reason}>
        {reason}
      </span>
    </span>
  );
}
