import {
  composeRenderProps,
  ModalOverlay,
  type ModalOverlayProps,
  Modal as RacModal,
} from 'react-aria-components';
import { DismissGuardContext, useGuardedClose } from './dismiss-guard.ts';
import styles from './modal.module.css';

export interface DrawerProps extends ModalOverlayProps {
  side?: 'start' | 'end';
}

/**
 * A modal panel along one edge (the language drawer, filters); same focus trap and Escape as Modal,
 * and the same question before a ManagedForm inside loses its unsaved changes.
 */
export function Drawer({ side = 'end', isDismissable = true, children, onOpenChange, ...rest }: DrawerProps) {
  const { api, handleOpenChange } = useGuardedClose(onOpenChange);
  return (
    <ModalOverlay
      {...rest}
      onOpenChange={handleOpenChange}
      isDismissable={isDismissable}
      className={styles.drawerOverlay}
    >
      <RacModal className={`${styles.drawer} ${side === 'end' ? styles.end : styles.start}`}>
        {composeRenderProps(children, (content) => (
          <DismissGuardContext.Provider value={api}>{content}</DismissGuardContext.Provider>
        ))}
      </RacModal>
    </ModalOverlay>
  );
}
