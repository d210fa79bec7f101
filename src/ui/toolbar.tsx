import {
  composeRenderProps,
  Toolbar as RacToolbar,
  type ToolbarProps as RacToolbarProps,
} from 'react-aria-components';
import styles from './toolbar.module.css';

export interface ToolbarProps extends RacToolbarProps {}

/** A row of tool buttons: arrow keys move between them (RAC toolbar pattern); label it with aria-label. */
export function Toolbar({ className, ...rest }: ToolbarProps) {
  return (
    <RacToolbar
      {...rest}
      className={composeRenderProps(className, (c) => [styles.toolbar, c].filter(Boolean).join(' '))}
    />
  );
}
