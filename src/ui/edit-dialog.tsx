import '../i18n/kit.ts';
import { type ReactNode, Suspense } from 'react';
import type { ModalOverlayProps } from 'react-aria-components';
import { useT } from '../i18n/use-t.ts';
import { Dialog } from './dialog.tsx';
import { Drawer, type DrawerProps } from './drawer.tsx';
import { Modal, type ModalProps } from './modal.tsx';

export interface EditDialogProps<T> extends Omit<ModalOverlayProps, 'isOpen' | 'onOpenChange' | 'children'> {
  /** What the dialog adds or edits (an add/edit mode and its row, say); `null` keeps it closed. */
  editing: T | null;
  /** Escape, an outside click or the corner button closed it (a dirty form inside asks first). */
  onClose: () => void;
  /** The dialog's title for what is being edited. */
  title: (editing: T) => ReactNode;
  /** The form, for what is being edited. A lazy form shows the kit's loading line meanwhile. */
  children: (editing: T) => ReactNode;
  /** A box of this class around the form; default none (the form lays itself out). */
  bodyClassName?: string;
  /** A side drawer of this size instead of the default centred modal (forms with many fields). */
  drawer?: DrawerProps['size'];
  /** Default `true`: an outside click closes it too (after a dirty form agreed). */
  isDismissable?: boolean;
  /** Where focus goes after it closes when its opener cannot take it (a modal's `returnFocus`). */
  returnFocus?: ModalProps['returnFocus'];
}

/**
 * The add/edit dialog of a screen: a modal (or drawer) open while `editing` is set, titled for it,
 * holding the form. The screen keeps `editing` and clears it when the form saved.
 */
export function EditDialog<T>({
  editing,
  onClose,
  title,
  children,
  bodyClassName,
  drawer,
  isDismissable = true,
  returnFocus,
  ...rest
}: EditDialogProps<T>) {
  const t = useT();
  let content: ReactNode = null;
  if (editing !== null) {
    const form = <Suspense fallback={<p role="status">{t('kit.loading')}</p>}>{children(editing)}</Suspense>;
    content = (
      <Dialog title={title(editing)}>
        {bodyClassName ? <div className={bodyClassName}>{form}</div> : form}
      </Dialog>
    );
  }
  const layer = {
    ...rest,
    isDismissable,
    isOpen: editing !== null,
    onOpenChange: (open: boolean) => {
      if (!open) onClose();
    },
  };
  return drawer ? (
    <Drawer {...layer} size={drawer}>
      {content}
    </Drawer>
  ) : (
    <Modal {...layer} returnFocus={returnFocus}>
      {content}
    </Modal>
  );
}
