import { ModalOverlay, type ModalOverlayProps, Modal as RacModal } from 'react-aria-components';
import styles from './modal.module.css';

export interface DrawerProps extends ModalOverlayProps {
  side?: 'start' | 'end';
}

/** A modal panel along one edge (the language drawer, filters); same focus trap and Escape as Modal. */
export function Drawer({ side = 'end', isDismissable = true, children, ...rest }: DrawerProps) {
  return (
    <ModalOverlay {...rest} isDismissable={isDismissable} className={styles.drawerOverlay}>
      <RacModal className={`${styles.drawer} ${side === 'end' ? styles.end : styles.start}`}>
        {children}
      </RacModal>
    </ModalOverlay>
  );
}
