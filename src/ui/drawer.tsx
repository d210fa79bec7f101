import { ModalOverlay, type ModalOverlayProps, Modal as RacModal } from 'react-aria-components';
import { useGuardedClose } from './dismiss-guard.ts';
import { useFocusAfterClose } from './focus-landing.ts';
import { layerContent } from './layer-content.tsx';
import styles from './modal.module.css';

export interface DrawerProps extends ModalOverlayProps {
  side?: 'start' | 'end';
  /** `wide` for a form with several columns of fields (an agent with address and images). */
  size?: 'medium' | 'wide';
}

/**
 * A modal panel along one edge (the language drawer, filters); same focus trap and Escape as Modal,
 * and the same question before a ManagedForm inside loses its unsaved changes.
 */
export function Drawer({
  side = 'end',
  size = 'medium',
  isDismissable = true,
  children,
  onOpenChange,
  ...rest
}: DrawerProps) {
  const { api, handleOpenChange } = useGuardedClose(onOpenChange);
  // What opened it may be gone when it closes (a row that left its list): focus lands in a named place.
  useFocusAfterClose(rest.isOpen);
  return (
    <ModalOverlay
      {...rest}
      onOpenChange={handleOpenChange}
      isDismissable={isDismissable}
      className={styles.drawerOverlay}
    >
      <RacModal
        className={`${styles.drawer} ${side === 'end' ? styles.end : styles.start} ${size === 'wide' ? styles.wide : ''}`}
      >
        {layerContent(api, children)}
      </RacModal>
    </ModalOverlay>
  );
}
