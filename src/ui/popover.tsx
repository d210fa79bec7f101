import type { ReactNode } from 'react';
import {
  Dialog,
  DialogTrigger,
  type DialogTriggerProps,
  Heading,
  Popover as RacPopover,
  type PopoverProps as RacPopoverProps,
} from 'react-aria-components';
import styles from './popover.module.css';

export interface PopoverProps extends Omit<DialogTriggerProps, 'children'> {
  /** The trigger: a kit Button or any RAC pressable. */
  trigger: ReactNode;
  /** The popover's heading, which also names the dialog for screen readers. */
  title: ReactNode;
  children: ReactNode;
  placement?: RacPopoverProps['placement'];
}

/**
 * A small non-modal dialog anchored to its trigger (the messages dropdown): Escape or a click outside
 * closes it and focus returns to the trigger.
 */
export function Popover({ trigger, title, children, placement = 'bottom end', ...rest }: PopoverProps) {
  return (
    <DialogTrigger {...rest}>
      {trigger}
      <RacPopover placement={placement} className={styles.popover}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </RacPopover>
    </DialogTrigger>
  );
}
