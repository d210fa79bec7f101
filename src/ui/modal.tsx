import { ModalOverlay, type ModalOverlayProps, Modal as RacModal } from 'react-aria-components';
import styles from './modal.module.css';

export interface ModalProps extends ModalOverlayProps {}

/** A centred modal layer; put a kit Dialog inside. Escape and (when dismissable) an outside click close it. */
export function Modal({ children, className, ...rest }: ModalProps) {
  return (
    <ModalOverlay {...rest} className={styles.overlay}>
      <RacModal className={[styles.modal, typeof className === 'string' ? className : ''].join(' ')}>
        {children}
      </RacModal>
    </ModalOverlay>
  );
}
