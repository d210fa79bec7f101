import type { ReactNode } from 'react';
import { Dialog } from './dialog.tsx';
import { Modal, type ModalProps } from './modal.tsx';

export interface EditDialogProps<E> extends Omit<ModalProps, 'isOpen' | 'onOpenChange' | 'children'> {
  /** What the dialog adds or edits; null keeps it closed. */
  editing: E | null;
  /** The dialog closed without saving (Escape, an outside click, the close button). */
  onClose: () => void;
  /** The dialog's heading for what it edits ("Add…", "Edit …"). */
  title: (editing: E) => ReactNode;
  /** The form inside; it closes the dialog itself once saved (call `onClose` or clear `editing`). */
  children: (editing: E) => ReactNode;
  /** The class of the box around the form (a module's dialog width); none by default. */
  bodyClassName?: string;
}

/**
 * The add/edit dialog of a list screen: a dismissable kit Modal (which asks the form inside before
 * unsaved changes go) holding a kit Dialog, open while `editing` is set.
 */
export function EditDialog<E>({
  editing,
  onClose,
  title,
  children,
  bodyClassName,
  ...rest
}: EditDialogProps<E>) {
  return (
    <Modal
      isDismissable
      {...rest}
      isOpen={editing !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {editing !== null ? (
        <Dialog title={title(editing)}>
          <div className={bodyClassName}>{children(editing)}</div>
        </Dialog>
      ) : null}
    </Modal>
  );
}
