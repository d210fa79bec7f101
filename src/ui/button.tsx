import { LoaderCircle } from 'lucide-react';
import { type Ref, useCallback, useLayoutEffect, useRef } from 'react';
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
  ref?: Ref<HTMLButtonElement>;
}

/**
 * RAC keeps a pending button focusable (so a keyboard user does not lose their place), marks it
 * `aria-disabled` and ignores presses. RAC filters `aria-busy` out of its DOM props, so it is set on the
 * element here: it tells assistive technology why the button does nothing.
 */
export function Button({
  variant = 'secondary',
  size = 'medium',
  isPending,
  className,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const own = useRef<HTMLButtonElement | null>(null);
  const setRef = useCallback(
    (el: HTMLButtonElement | null) => {
      own.current = el;
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );
  useLayoutEffect(() => {
    const el = own.current;
    if (!el) return;
    if (isPending) el.setAttribute('aria-busy', 'true');
    else el.removeAttribute('aria-busy');
  });
  return (
    <RacButton
      {...rest}
      ref={setRef}
      isPending={isPending}
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
