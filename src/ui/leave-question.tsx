import '../i18n/kit.ts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { useDismissGuard } from './dismiss-guard.ts';
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

export interface LeaveGuard {
  /** Closes the layer as Escape would (for a Cancel button): asks first when there is something to lose. */
  requestClose: () => void;
  /** The question, to render inside the layer's content. */
  question: ReactNode;
}

/**
 * Guards the kit Modal or Drawer around the caller for a form that is not a ManagedForm (a role's
 * privileges, the send dialogs): Escape, an outside click, the corner × and `requestClose` ask
 * LeaveQuestion's question while `unsaved`, close at once when not, and do nothing while `busy`
 * (a send or save under way). Outside a layer `requestClose` is `onClose`.
 */
export function useLeaveGuard({
  unsaved,
  busy = false,
  onClose,
}: {
  unsaved: boolean;
  busy?: boolean;
  onClose: () => void;
}): LeaveGuard {
  const dismiss = useDismissGuard();
  // The close the layer would go on with, while the question is asked.
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  const now = useRef({ unsaved, busy });
  now.current = { unsaved, busy };
  useEffect(() => {
    if (!dismiss) return;
    dismiss.setGuard((close) => {
      if (now.current.busy) return;
      if (now.current.unsaved) setLeaving(() => close);
      else close();
    });
    return () => dismiss.setGuard(null);
  }, [dismiss]);
  return {
    requestClose: dismiss ? dismiss.requestClose : onClose,
    question: (
      <LeaveQuestion
        isOpen={leaving !== null}
        onStay={() => setLeaving(null)}
        onLeave={() => {
          leaving?.();
          setLeaving(null);
        }}
      />
    ),
  };
}
