import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useT } from '../i18n/use-t.ts';
import { type ConfirmResult, confirmMachine } from '../machines/confirm.machine.ts';
import { Button, type ButtonVariant } from './button.tsx';
import styles from './dialog.module.css';
import { Dialog } from './dialog.tsx';
import { Modal } from './modal.tsx';
import { useToast } from './toast-provider.tsx';

export interface ConfirmActionProps {
  /** The action address (GET `<url>`); an empty one is refused before anything is asked. */
  url: string;
  /** Calls the address; resolves with the server's message, rejects on failure. */
  run: (url: string) => Promise<ConfirmResult | undefined>;
  /** The question; default "Are you sure you want to delete the selected information?". */
  text?: ReactNode;
  /** The trigger's label. */
  children: ReactNode;
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  isDisabled?: boolean;
  onDone?: () => void;
}

/**
 * Button + confirm dialog over the confirm machine: the loading toast while the call runs, the
 * server's message as a success toast after it. A failed call keeps the dialog open and says so there
 * (the http layer has already toasted its own reason), so the user may retry or close.
 */
export function ConfirmAction({
  url,
  run,
  text,
  children,
  variant = 'danger',
  size,
  isDisabled,
  onDone,
}: ConfirmActionProps) {
  const t = useT();
  const toast = useToast();
  const latest = useRef({ run, onDone });
  latest.current = { run, onDone };
  const actor = useActorRef(
    confirmMachine.provide({
      actors: {
        runAction: fromPromise(async ({ input }) => {
          const result = await latest.current.run(input.url);
          latest.current.onDone?.();
          return result;
        }),
      },
    }),
    { input: { url } },
  );
  const isOpen = useSelector(actor, (s) => s.hasTag('dialog'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => s.context.failed);
  useEffect(() => {
    let loadingId: string | null = null;
    const subs = [
      actor.on('confirm.notice', (e) => {
        if (e.message) toast.show(e.message, { tone: e.tone });
      }),
      actor.on('confirm.busy', (e) => {
        if (e.busy) loadingId = toast.show(t('confirm.submitting'), { tone: 'loading' });
        else if (loadingId) {
          toast.dismiss(loadingId);
          loadingId = null;
        }
      }),
    ];
    return () => {
      for (const s of subs) s.unsubscribe();
      if (loadingId) toast.dismiss(loadingId);
    };
  }, [actor, toast, t]);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        isDisabled={isDisabled}
        onPress={() => actor.send({ type: 'confirm.open', url })}
      >
        {children}
      </Button>
      <Modal
        isOpen={isOpen}
        isDismissable={!busy}
        isKeyboardDismissDisabled={busy}
        onOpenChange={(open) => {
          if (!open) actor.send({ type: 'confirm.close' });
        }}
      >
        <Dialog
          role="alertdialog"
          title={text ?? t('confirm.defaultText')}
          closable={false}
          actions={() => (
            <>
              <Button isDisabled={busy} onPress={() => actor.send({ type: 'confirm.close' })}>
                {t('confirm.close')}
              </Button>
              <Button variant="danger" isPending={busy} onPress={() => actor.send({ type: 'confirm.ok' })}>
                {t('confirm.ok')}
              </Button>
            </>
          )}
        >
          {failed ? <p className={styles.error}>{t('confirm.callFailed')}</p> : null}
        </Dialog>
      </Modal>
    </>
  );
}
