import { ModalOverlay, type ModalOverlayProps, Modal as RacModal } from 'react-aria-components';
import { useGuardedClose } from './dismiss-guard.ts';
import { useFocusAfterClose } from './focus-landing.ts';
import { layerContent } from './layer-content.tsx';
import styles from './modal.module.css';

export interface ModalProps extends ModalOverlayProps {
  /**
   * Where focus goes when it closes and what opened it cannot take focus back (a bulk action's button
   * disabled by the selection its change cleared): a list's grid (as ConfirmAction's `returnFocus`).
   * Default: the console's landing place.
   */
  returnFocus?: () => HTMLElement | null | undefined;
}

/**
 * A centred modal layer; put a kit Dialog inside. Escape and (when dismissable) an outside click close
 * it, after asking a ManagedForm inside whether its unsaved changes may go (see dismiss-guard.ts).
 */
export function Modal({ children, className, onOpenChange, returnFocus, ...rest }: ModalProps) {
  const { api, handleOpenChange } = useGuardedClose(onOpenChange);
  // What opened it may be gone when it closes (a row that left its list): focus lands in a named place.
  useFocusAfterClose(rest.isOpen, returnFocus);
  return (
    <ModalOverlay {...rest} onOpenChange={handleOpenChange} className={styles.overlay}>
      <RacModal className={[styles.modal, typeof className === 'string' ? className : ''].join(' ')}>
        {layerContent(api, children)}
      </RacModal>
    </ModalOverlay>
  );
}
