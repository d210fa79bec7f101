import { ModalOverlay, type ModalOverlayProps, Modal as RacModal } from 'react-aria-components';
import { useGuardedClose } from './dismiss-guard.ts';
import { useFocusAfterClose } from './focus-landing.ts';
import { layerContent } from './layer-content.tsx';
import styles from './modal.module.css';

export interface ModalProps extends ModalOverlayProps {}

/**
 * A centred modal layer; put a kit Dialog inside. Escape and (when dismissable) an outside click close
 * it, after asking a ManagedForm inside whether its unsaved changes may go (see dismiss-guard.ts).
 */
export function Modal({ children, className, onOpenChange, ...rest }: ModalProps) {
  const { api, handleOpenChange } = useGuardedClose(onOpenChange);
  // What opened it may be gone when it closes (a row that left its list): focus lands in a named place.
  useFocusAfterClose(rest.isOpen);
  return (
    <ModalOverlay {...rest} onOpenChange={handleOpenChange} className={styles.overlay}>
      <RacModal className={[styles.modal, typeof className === 'string' ? className : ''].join(' ')}>
        {layerContent(api, children)}
      </RacModal>
    </ModalOverlay>
  );
}
