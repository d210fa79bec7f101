import {
  composeRenderProps,
  Popover,
  type PopoverProps,
  Menu as RacMenu,
  MenuItem as RacMenuItem,
  type MenuItemProps as RacMenuItemProps,
  type MenuProps as RacMenuProps,
  MenuTrigger as RacMenuTrigger,
  type MenuTriggerProps as RacMenuTriggerProps,
  Separator,
} from 'react-aria-components';
import styles from './menu.module.css';

export interface MenuTriggerProps extends RacMenuTriggerProps {
  placement?: PopoverProps['placement'];
}

/**
 * The first child is the trigger (a kit Button), the second the Menu; the Menu renders in a popover so
 * the caller only lists items.
 */
export function MenuTrigger({ placement = 'bottom end', children, ...rest }: MenuTriggerProps) {
  const [trigger, menu] = Array.isArray(children) ? children : [children, null];
  return (
    <RacMenuTrigger {...rest}>
      {trigger}
      <Popover placement={placement} className={styles.popover}>
        {menu}
      </Popover>
    </RacMenuTrigger>
  );
}

export interface MenuProps<T> extends RacMenuProps<T> {}

export function Menu<T extends object>({ className, ...rest }: MenuProps<T>) {
  return (
    <RacMenu
      {...rest}
      className={composeRenderProps(className, (cls) => [styles.menu, cls].filter(Boolean).join(' '))}
    />
  );
}

export interface MenuItemProps<T> extends RacMenuItemProps<T> {
  tone?: 'normal' | 'danger';
}

export function MenuItem<T extends object>({ tone = 'normal', className, ...rest }: MenuItemProps<T>) {
  return (
    <RacMenuItem
      {...rest}
      className={composeRenderProps(className, (cls) =>
        [styles.item, tone === 'danger' ? styles.danger : '', cls].filter(Boolean).join(' '),
      )}
    />
  );
}

export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
