import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useT } from '../i18n/use-t.ts';
import { toggleMachine } from '../machines/toggle.machine.ts';
import styles from './switch.module.css';
import { Switch, type SwitchProps } from './switch.tsx';

export interface ToggleSwitchProps
  extends Omit<SwitchProps, 'isSelected' | 'defaultSelected' | 'onChange' | 'value'> {
  /** The value the server last reported. */
  value: boolean;
  /** Posts the new value (`{ id, display: value }`); a rejection or a non-zero `code` reverts the switch. */
  onChange: (value: boolean) => Promise<unknown>;
}

/**
 * Optimistic switch over the toggle machine. A failure is said next to the switch rather than in a
 * toast: a rejected call has already been toasted by the http layer, and a second toast would repeat it.
 */
export function ToggleSwitch({ value, onChange, children, ...rest }: ToggleSwitchProps) {
  const t = useT();
  const latest = useRef(onChange);
  latest.current = onChange;
  const actor = useActorRef(
    toggleMachine.provide({
      actors: { postToggle: fromPromise(({ input }) => latest.current(input.value)) },
    }),
    { input: { value } },
  );
  const selected = useSelector(actor, (s) => s.context.value);
  const failed = useSelector(actor, (s) => s.context.failed);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  useEffect(() => {
    actor.send({ type: 'toggle.sync', value });
  }, [actor, value]);
  return (
    <span className={styles.toggle}>
      <Switch
        {...rest}
        isSelected={selected}
        isReadOnly={busy || rest.isReadOnly}
        onChange={() => actor.send({ type: 'toggle.flip' })}
      >
        {children}
      </Switch>
      <span className={styles.failed} aria-live="polite">
        {failed ? t('toggle.failed') : ''}
      </span>
    </span>
  );
}
