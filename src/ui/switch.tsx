import { useLayoutEffect, useRef } from 'react';
import {
  composeRenderProps,
  Switch as RacSwitch,
  type SwitchProps as RacSwitchProps,
} from 'react-aria-components';
import styles from './switch.module.css';
import { useWithheld } from './withheld.tsx';

export interface SwitchProps extends RacSwitchProps {}

/**
 * On/off control; the visible label is the children (give `aria-label` when there is none). Inside
 * `Withheld` it cannot be flipped and says so with `aria-disabled` (still reached by Tab) and its reason.
 */
export function Switch({ children, className, ...given }: SwitchProps) {
  const withheld = useWithheld();
  const input = useRef<HTMLInputElement | null>(null);
  const rest: SwitchProps = withheld
    ? {
        ...given,
        isReadOnly: true,
        onChange: undefined,
        'aria-describedby': [given['aria-describedby'], withheld].filter(Boolean).join(' '),
      }
    : given;
  // RAC does not pass `aria-disabled` through to the input, so it is set on the element here.
  useLayoutEffect(() => {
    if (withheld) input.current?.setAttribute('aria-disabled', 'true');
    else input.current?.removeAttribute('aria-disabled');
  });
  return (
    <RacSwitch
      {...rest}
      inputRef={input}
      className={composeRenderProps(className, (cls) => [styles.switch, cls].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content) => (
        <>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
          {content}
        </>
      ))}
    </RacSwitch>
  );
}
