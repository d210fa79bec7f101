import { type Ref, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import {
  composeRenderProps,
  Button as RacButton,
  type ButtonProps as RacButtonProps,
} from 'react-aria-components';
import styles from './button.module.css';
import { LoaderCircle } from './first-screen-icons.tsx';
import { useWithheld } from './withheld.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';

export interface ButtonProps extends RacButtonProps {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  /**
   * Its words wrap onto more lines inside what holds it instead of running out of it: a sentence (an
   * English figure), a field's name in the label. Default false: an action keeps one line.
   */
  wraps?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * RAC says a focused button's pending start and end by putting `<div role="img" aria-labelledby="<the
 * button>">` in React Aria's live announcer for 7 s. When the button goes first (a sign-in that opens the
 * console, a form that is re-mounted after saving) that element labels itself with nothing (axe
 * `role-img-alt`) on whatever page comes next. So when a button goes, such pointers to elements that no
 * longer exist go too; the announcement was made when it was added. Again a little later, because the
 * announcer's first announcement on a page waits 100 ms for its regions.
 */
function dropDanglingAnnouncements() {
  const drop = () => {
    // The later run may come after the page (or a test's DOM) is gone.
    if (typeof document === 'undefined') return;
    for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
      const ids = node.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? [];
      if (!ids.some((id) => document.getElementById(id))) node.remove();
    }
  };
  drop();
  setTimeout(drop, 150);
}

/**
 * A button inside `Withheld`: `aria-disabled` rather than `disabled`, so it keeps its place in the Tab
 * order and is read with its reason; its presses and a form submit do nothing. Disabled for another
 * reason too (nothing selected yet), it still says the lost right: that one holds whatever comes next.
 */
function withheldProps(props: ButtonProps, reasonId: string): ButtonProps {
  const {
    isDisabled: _isDisabled,
    onPress: _onPress,
    onPressStart: _onPressStart,
    onPressEnd: _onPressEnd,
    onPressUp: _onPressUp,
    onPressChange: _onPressChange,
    onClick: _onClick,
    ...kept
  } = props;
  const describedBy = [props['aria-describedby'], reasonId].filter(Boolean).join(' ');
  return { ...kept, type: 'button', 'aria-disabled': true, 'aria-describedby': describedBy };
}

/**
 * RAC keeps a pending button focusable (so a keyboard user does not lose their place), marks it
 * `aria-disabled` and ignores presses. RAC filters `aria-busy` out of its DOM props, so it is set on the
 * element here: it tells assistive technology why the button does nothing.
 */
export function Button({
  variant = 'secondary',
  size = 'medium',
  wraps = false,
  isPending,
  className,
  children,
  ref,
  ...given
}: ButtonProps) {
  const withheld = useWithheld();
  const rest = withheld ? withheldProps(given, withheld) : given;
  const own = useRef<HTMLButtonElement | null>(null);
  const setRef = useCallback(
    (el: HTMLButtonElement | null) => {
      own.current = el;
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );
  useEffect(() => dropDanglingAnnouncements, []);
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
        [styles.button, styles[variant], size === 'small' ? styles.small : '', wraps ? styles.wraps : '', cls]
          .filter(Boolean)
          .join(' '),
      )}
    >
      {composeRenderProps(children, (content, { isPending: pending }) => (
        <>
          {pending ? <LoaderCircle size={16} className={styles.spinner} /> : null}
          {content}
        </>
      ))}
    </RacButton>
  );
}
