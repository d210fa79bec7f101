import '../i18n/kit.ts';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useT } from '../i18n/use-t.ts';
import { useInspectedActor } from '../lib/use-inspected-actor.ts';
import { toggleMachine } from '../machines/toggle.machine.ts';
import type { QuietCall } from './confirm-action.tsx';
import styles from './switch.module.css';
import { Switch, type SwitchProps } from './switch.tsx';
import { Unavailable } from './why-not.tsx';

export interface ToggleSwitchProps
  extends Omit<SwitchProps, 'isSelected' | 'defaultSelected' | 'onChange' | 'value'> {
  /** The value the server last reported. */
  value: boolean;
  /**
   * Posts the new value (`{ id, display: value }`); a rejection or a non-zero `code` reverts the switch.
   * Pass `options` on to the http layer: the switch says what went wrong beside itself, so the http
   * layer must not toast it as well.
   */
  onChange: (value: boolean, options: QuietCall) => Promise<unknown>;
  /**
   * Why the server would refuse any change here (a `WhyNot` reason, e.g. your own status): the switch
   * is shown disabled with the reason as its description and tooltip.
   */
  whyNot?: string;
}

const quiet: QuietCall = { notifyErrors: false };

/**
 * Optimistic switch over the toggle machine. A failure is said next to the switch, where the user
 * acted, rather than in a toast: a refusal with the server's reason, a fault with "update status
 * failed, please retry".
 */
export function ToggleSwitch({ value, onChange, whyNot, children, ...rest }: ToggleSwitchProps) {
  const t = useT();
  const latest = useRef(onChange);
  latest.current = onChange;
  const actor = useInspectedActor(
    toggleMachine.provide({
      actors: { postToggle: fromPromise(({ input }) => latest.current(input.value, quiet)) },
    }),
    { input: { value } },
  );
  const selected = useSelector(actor, (s) => s.context.value);
  const failed = useSelector(actor, (s) => s.context.failed);
  const refusal = useSelector(actor, (s) => s.context.refusal);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  useEffect(() => {
    actor.send({ type: 'toggle.sync', value });
  }, [actor, value]);
  const control = (describedBy?: string) => (
    <Switch
      {...rest}
      aria-describedby={[rest['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined}
      isDisabled={rest.isDisabled || whyNot !== undefined}
      isSelected={selected}
      isReadOnly={busy || rest.isReadOnly}
      onChange={() => actor.send({ type: 'toggle.flip' })}
    >
      {children}
    </Switch>
  );
  return (
    <span className={styles.toggle}>
      {whyNot !== undefined ? <Unavailable reason={whyNot}>{control}</Unavailable> : control()}
      <span className={styles.failed} aria-live="polite">
        {failed ? refusal || t('toggle.failed') : ''}
      </span>
    </span>
  );
}
