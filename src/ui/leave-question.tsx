import '../i18n/kit.ts';
import { useT } from '../i18n/use-t.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { Modal } from './modal.tsx';

export interface LeaveQuestionProps {
  isOpen: boolean;
  /** "Stay on this page", Escape or an outside click: the changes stay, and so does the user. */
  onStay: () => void;
  /** "Leave anyway": the caller goes where the user was going, dropping the changes. */
  onLeave: () => void;
}

/**
 * The one question asked before unsaved changes are dropped ("有未保存的修改"), as an alert dialog
 * over whatever was being edited: a ManagedForm's fields, a role's privileges.
 */
export function LeaveQuestion({ isOpen, onStay, onLeave }: LeaveQuestionProps) {
  const t = useT();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
    >
      <Dialog
        role="alertdialog"
        title={t('form.leaveTitle')}
        closable={false}
        actions={() => (
          <>
            <Button onPress={onStay}>{t('form.stay')}</Button>
            <Button variant="danger" onPress={onLeave}>
              {t('form.leaveConfirm')}
            </Button>
          </>
        )}
      >
        {t('form.leaveText')}
      </Dialog>
    </Modal>
  );
}
