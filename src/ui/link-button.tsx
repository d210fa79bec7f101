import { composeRenderProps, Link as RacLink, type LinkProps as RacLinkProps } from 'react-aria-components';
import styles from './button.module.css';
import { Button, type ButtonVariant } from './button.tsx';
import { useWithheld } from './withheld.tsx';

export interface LinkButtonProps extends RacLinkProps {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
}

/**
 * A link that looks like a button: for actions that open another page ("Add product" opens the add
 * page), so they stay links (open in a new tab, read as links) while standing with the buttons.
 * Inside `Withheld` it leads nowhere: a withheld button of the same look and name takes its place.
 */
export function LinkButton({ variant = 'secondary', size = 'medium', className, ...rest }: LinkButtonProps) {
  const withheld = useWithheld();
  if (withheld) {
    const { children } = rest;
    return (
      <Button variant={variant} size={size} aria-label={rest['aria-label']}>
        {typeof children === 'function' ? null : children}
      </Button>
    );
  }
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
