import { composeRenderProps, Link as RacLink, type LinkProps as RacLinkProps } from 'react-aria-components';
import styles from './button.module.css';
import type { ButtonVariant } from './button.tsx';

export interface LinkButtonProps extends RacLinkProps {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
}

/**
 * A link that looks like a button: for actions that open another page ("Add product" opens the add
 * page), so they stay links (open in a new tab, read as links) while standing with the buttons.
 */
export function LinkButton({ variant = 'secondary', size = 'medium', className, ...rest }: LinkButtonProps) {
  return (
    <RacLink
      {...rest}
      className={composeRenderProps(className, (cls) =>
        [styles.button, styles[variant], size === 'small' ? styles.small : '', styles.link, cls]
          .filter(Boolean)
          .join(' '),
      )}
    />
  );
}
