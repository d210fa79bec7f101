import { composeRenderProps, Link as RacLink, type LinkProps as RacLinkProps } from 'react-aria-components';
import styles from './button.module.css';
import type { ButtonVariant } from './button.tsx';

export interface ButtonLinkProps extends RacLinkProps {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
}

/** A link that looks like a button: it goes somewhere (`href="#/path"`) rather than doing something. */
export function ButtonLink({ variant = 'secondary', size = 'medium', className, ...rest }: ButtonLinkProps) {
  return (
    <RacLink
      {...rest}
      className={composeRenderProps(className, (cls) =>
        [styles.button, styles[variant], size === 'small' ? styles.small : '', cls].filter(Boolean).join(' '),
      )}
    />
  );
}
