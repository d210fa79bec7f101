import { LoaderCircle } from 'lucide-react';
import {
  composeRenderProps,
  Button as RacButton,
  type ButtonProps as RacButtonProps,
} from 'react-aria-components';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';

export interface ButtonProps extends RacButtonProps {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
}

/**
 * RAC keeps a pending button focusable (so a keyboard user does not lose their place) and ignores
 * presses; `aria-busy` tells assistive technology why it does nothing.
 */
export function Button({
  variant = 'secondary',
  size = 'medium',
  isPending,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <RacButton
      {...rest}
      isPending={isPending}
      aria-busy={isPending || undefined}
      className={composeRenderProps(className, (cls) =>
        [styles.button, styles[variant], size === 'small' ? styles.small : '', cls].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content, { isPending: pending }) => (
        <>
          {pending ? <LoaderCircle aria-hidden="true" size={16} className={styles.spinner} /> : null}
          {content}
        </>
      ))}
    </RacButton>
  );
}
