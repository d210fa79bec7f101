import { createContext, type ReactNode, useContext, useId } from 'react';
import styles from './why-not.module.css';

/** The description id of the reason a control inside `Withheld` cannot be used; null outside one. */
const WithheldContext = createContext<string | null>(null);

/** Inside `Withheld`: the id of the reason, for the control's `aria-describedby`. */
export function useWithheld(): string | null {
  return useContext(WithheldContext);
}

/**
 * A layer opened from a withheld control (a dialog open when the right went) is not withheld itself:
 * its Close must still close it. Modal layers put this around their content.
 */
export function NotWithheld({ children }: { children: ReactNode }) {
  return <WithheldContext.Provider value={null}>{children}</WithheldContext.Provider>;
}

export interface WithheldProps {
  /** Why the control can no longer be used: shown on hover and focus, and the control's description. */
  reason: string;
  children: ReactNode;
}

/**
 * Controls that were usable a moment ago and no longer are, kept where they were rather than taken
 * from under the user's pointer: the kit's buttons inside say so with `aria-disabled` (still reached
 * by Tab, so a keyboard or screen-reader user hears why), ignore presses, and are described by the
 * reason, shown beside it on hover and on keyboard focus as a refusal known in advance is (why-not.tsx). A control that could never be used is not drawn at all.
 */
export function Withheld({ reason, children }: WithheldProps) {
  const id = useId();
  return (
    <WithheldContext.Provider value={id}>
      <span className={styles.unavailable}>
        {children}
        <span id={id} className={styles.reason}>
          {reason}
        </span>
      </span>
    </WithheldContext.Provider>
  );
}
