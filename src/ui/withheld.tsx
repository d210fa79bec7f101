import { createContext, type ReactNode, useContext, useId } from 'react';
import { useT } from '../i18n/use-t.ts';
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

/**
 * Controls withheld for a reason the screen already shows, visibly, beside them (`reasonId`: a field's
 * line saying the role cannot use the media library): the kit's buttons inside are `aria-disabled`,
 * still reached by Tab and described by that line, and their presses do nothing; no hover bubble
 * repeats it.
 */
export function WithheldBy({ reasonId, children }: { reasonId: string; children: ReactNode }) {
  return (
    <WithheldContext.Provider value={reasonId}>
      <span className={styles.unavailable}>{children}</span>
    </WithheldContext.Provider>
  );
}

/**
 * Whether the role may use a control: `true` held, `false` never held on this screen (not drawn),
 * `'withheld'` held when the screen opened and taken away since (drawn, withheld with the reason).
 */
export type Grant = boolean | 'withheld';

/** A kit control's handler or address whose right was lost while the screen is open. */
class WithheldValue<T> {
  constructor(readonly value: T) {}
}

/** What a kit control is given for an action: the handler (or address), maybe marked withheld. */
export type Granted<T> = T | WithheldValue<T>;

/**
 * `value` for a kit control by `grant`: as it is when held, marked withheld when lost, nothing (no
 * control) when never held. Kit pieces read it back with `ungrant`.
 */
export function granted<T>(grant: Grant, value: T): Granted<T> | undefined {
  if (grant === 'withheld') return new WithheldValue(value);
  return grant ? value : undefined;
}

/** The value a kit control was given, and whether it is withheld. */
export function ungrant<T>(given: Granted<T> | undefined): { value: T | undefined; withheld: boolean } {
  return given instanceof WithheldValue
    ? { value: given.value, withheld: true }
    : { value: given, withheld: false };
}

/** The control as given, withheld with the lost right's reason, or not drawn, by `grant`. */
export function Allowed({ by, children }: { by: Grant; children: ReactNode }) {
  const t = useT();
  if (by === 'withheld') return <Withheld reason={t('live.ruleLost')}>{children}</Withheld>;
  return by ? children : null;
}

/** `children` withheld with the lost right's reason when `withheld`, else as they are. */
export function WithheldIf({ withheld, children }: { withheld: boolean; children: ReactNode }) {
  return <Allowed by={withheld ? 'withheld' : true}>{children}</Allowed>;
}
