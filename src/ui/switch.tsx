import {
  composeRenderProps,
  Switch as RacSwitch,
  type SwitchProps as RacSwitchProps,
} from 'react-aria-components';
import styles from './switch.module.css';

export interface SwitchProps extends RacSwitchProps {}

/** On/off control; the visible label is the children (give `aria-label` when there is none). */
export function Switch({ children, className, ...rest }: SwitchProps) {
  return (
    <RacSwitch
      {...rest}
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
