import {
  composeRenderProps,
  ToggleButton as RacToggleButton,
  type ToggleButtonProps as RacToggleButtonProps,
} from 'react-aria-components';
import styles from './toolbar.module.css';

export interface ToggleButtonProps extends RacToggleButtonProps {}

/**
 * A pressed/not pressed button (`aria-pressed`), sized for toolbars; icon-only ones need an
 * aria-label. Default: not selected.
 */
export function ToggleButton({ className, ...rest }: ToggleButtonProps) {
  return (
    <RacToggleButton
      {...rest}
      className={composeRenderProps(className, (c) => [styles.tool, c].filter(Boolean).join(' '))}
    />
  );
}
