import '../i18n/kit.ts';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { isUndoableDelete } from '../../contract/change-undo.ts';
import { useT } from '../i18n/use-t.ts';
import { useInspectedActor } from '../lib/use-inspected-actor.ts';
import {
  type ConfirmNotice,
  type ConfirmResult,
  confirmMachine,
  successNotice,
} from '../machines/confirm.machine.ts';
import { Button, type ButtonVariant } from './button.tsx';
import styles from './dialog.module.css';
import { Dialog } from './dialog.tsx';
import { landingPlace, useFocusAfterClose } from './focus-landing.ts';
import { focusLost } from './focus-lost.ts';
import { Modal } from './modal.tsx';
import { useToast } from './toast-provider.tsx';
import { Unavailable } from './why-not.tsx';
import { useWithheld } from './withheld.tsx';

/**
 * What the kit asks of a call it makes on the user's behalf: show nothing yourself, the kit says what
 * happened where the user acted. Structurally the http layer's `CallOptions`.
 */
export interface QuietCall {
  notifyErrors: false;
}

export interface ConfirmActionProps {
  /** The action address (GET `<url>`); an empty one is refused before anything is asked. */
  url: string;
  /**
   * Calls the address; resolves with the server's message, rejects on failure. Pass `options` on to
   * the http layer: the dialog shows a failure itself, so the http layer must not toast it as well.
   */
  run: (url: string, options: QuietCall) => Promise<ConfirmResult | undefined>;
  /** The question; default "Are you sure you want to delete the selected information?". */
  text?: ReactNode;
  /** The trigger's label. */
  children: ReactNode;
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  isDisabled?: boolean;
  /**
   * Why the server would refuse this action here (a `WhyNot` reason): the trigger is shown unavailable
   * but stays focusable, with the reason as its description, shown beside it on hover and focus; no
   * dialog opens.
   */
  whyNot?: string;
  onDone?: () => void;
  /**
   * Where focus goes when the dialog closes and the trigger cannot take it back (the action disabled
   * or removed it, e.g. "delete selected" once nothing is selected). Default: the nearest element
   * around the trigger that can take focus.
   */
  returnFocus?: () => HTMLElement | null | undefined;
  /**
   * Ask "are you sure?" first. Default: ask, unless `url` is a delete an undo takes back (the contract's
   * `undoableDeletes`): a press then runs it at once and its toast offers 撤销; a failure still opens
   * the dialog to say so. `false` for another action whose answer's undo takes it back (a restore).
   */
  ask?: boolean;
  /**
   * Where focus goes once the toast's 撤销 took the change back, when the screen knows better than
   * "where it was" (a card deleted comes back as a new element): called after the screen's reload, and
   * waited for while that reload brings it back (undo-offers.ts).
   */
  focusAfterUndo?: () => HTMLElement | null | undefined;
}

const quiet: QuietCall = { notifyErrors: false };

/**
 * Button + confirm dialog over the confirm machine: the loading toast while the call runs, the
 * server's message as a success toast after it. A failure stays in the dialog, where the user acted:
 * a refusal (`code 1`, `403`) shows the server's reason and offers only Close; a fault a retry may
 * fix (network, timeout, 5xx) says so and keeps Confirm for another try.
 */
export function ConfirmAction({
  url,
  run,
  text,
  children,
  variant = 'danger',
  size,
  isDisabled,
  whyNot,
  onDone,
  returnFocus,
  ask: askProp,
  focusAfterUndo,
}: ConfirmActionProps) {
  const ask = askProp ?? !isUndoableDelete(url);
  // Whether the press that started the current run asked: a bulk delete's address empties with the
  // selection its own change clears, and an empty address is no undoable delete.
  const asked = useRef(true);
  // The answer's success said by runAction, so the actor's notice of it is not said again.
  const told = useRef(false);
  const t = useT();
  const toast = useToast();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The trigger's ancestors, read when the dialog opens: the trigger may be gone when it closes.
  const around = useRef<HTMLElement[]>([]);
  const tell = (e: ConfirmNotice) => {
    // Done without a dialog: its trigger may go with its row or be disabled with the selection.
    if (!asked.current && e.tone === 'success')
      keepFocusAfter(triggerRef.current, {
        list: latest.current.returnFocus,
        near: () => around.current.find(canTakeFocus),
      });
    // A change that can be taken back: its toast offers 撤销 and, once undone, the screen
    // reloads as after the change itself (the list shows the rows back).
    if (e.undo)
      toast.show(e.message || t('kit.done'), {
        tone: e.tone,
        undo: e.undo,
        onUndone: () => latest.current.onDone?.(),
        focusAfter: latest.current.focusAfterUndo,
      });
    else if (e.message) toast.show(e.message, { tone: e.tone });
  };
  const latest = useRef({ run, onDone, returnFocus, tell, focusAfterUndo });
  latest.current = { run, onDone, returnFocus, tell, focusAfterUndo };
  const actor = useInspectedActor(
    confirmMachine.provide({
      actors: {
        runAction: fromPromise(async ({ input }) => {
          const result = await latest.current.run(input.url, quiet);
          // Said here, before `onDone`, with its 撤销: what `onDone` changes can take this trigger and
          // its actor off the page before the actor hears the answer (a link category deleted leaves
          // the tree's choice, and its buttons with it), and the live stream may tell of a delete
          // before its answer arrives, its row leaving the list with them.
          told.current = true;
          latest.current.tell(successNotice(result));
          latest.current.onDone?.();
          return result;
        }),
      },
    }),
    { input: { url } },
  );
  // Not asking, the dialog shows only to say why the action failed.
  const isOpen = useSelector(
    actor,
    (s) => s.hasTag('dialog') && (asked.current || s.hasTag('refused') || s.context.failed),
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const refused = useSelector(actor, (s) => s.hasTag('refused'));
  const failed = useSelector(actor, (s) => s.context.failed);
  const reason = useSelector(actor, (s) => s.context.reason);
  useEffect(() => {
    let loadingId: string | null = null;
    const subs = [
      actor.on('confirm.notice', (e) => {
        // The success runAction said already.
        if (e.tone === 'success' && told.current) told.current = false;
        else latest.current.tell(e);
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
  // The Confirm button goes away with a refusal: focus moves to Close rather than to the page body.
  useEffect(() => {
    if (refused) closeRef.current?.focus();
  }, [refused]);
  useFocusAfterClose(isOpen, () => {
    const trigger = triggerRef.current;
    if (trigger?.isConnected && !trigger.disabled) return trigger;
    return latest.current.returnFocus?.() ?? around.current.find(canTakeFocus);
  });
  // Refused here for a reason: the trigger stays focusable (arrow keys in a grid, Tab elsewhere reach
  // it), says it is unavailable and why, and a press opens nothing.
  const unavailable = whyNot !== undefined;
  // Inside `Withheld` the kit's Button says so itself.
  const withheld = useWithheld() !== null;
  useEffect(() => {
    const el = triggerRef.current;
    if (!el) return;
    if (unavailable || withheld) el.setAttribute('aria-disabled', 'true');
    else el.removeAttribute('aria-disabled');
  }, [unavailable, withheld]);
  const trigger = (describedBy?: string) => (
    <Button
      ref={triggerRef}
      variant={variant}
      size={size}
      isDisabled={isDisabled}
      aria-describedby={describedBy}
      onPress={() => {
        if (unavailable) return;
        around.current = ancestorsOf(triggerRef.current);
        asked.current = ask;
        actor.send({ type: 'confirm.open', url });
        if (!ask) actor.send({ type: 'confirm.ok' });
      }}
    >
      {children}
    </Button>
  );
  return (
    <>
      {unavailable ? <Unavailable reason={whyNot}>{trigger}</Unavailable> : trigger()}
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
              <Button ref={closeRef} isDisabled={busy} onPress={() => actor.send({ type: 'confirm.close' })}>
                {t('confirm.close')}
              </Button>
              {refused ? null : (
                <Button variant="danger" isPending={busy} onPress={() => actor.send({ type: 'confirm.ok' })}>
                  {t('confirm.ok')}
                </Button>
              )}
            </>
          )}
        >
          {refused ? (
            <p className={styles.error} role="alert">
              {reason}
            </p>
          ) : failed ? (
            <p className={styles.error} role="alert">
              {t('confirm.callFailed')}
              {reason ? <span className={styles.detail}>{reason}</span> : null}
            </p>
          ) : null}
        </Dialog>
      </Modal>
    </>
  );
}

function ancestorsOf(el: HTMLElement | null): HTMLElement[] {
  const out: HTMLElement[] = [];
  for (let p = el?.parentElement; p; p = p.parentElement) out.push(p);
  return out;
}

function canTakeFocus(el: HTMLElement): boolean {
  return el.isConnected && el.hasAttribute('tabindex');
}

/** How long focus falling after an action is watched for (about 30 frames, as useFocusAfterClose). */
const watchMs = 500;
/** How long a list the action emptied has to come back (its reload) to take that focus. */
const listWaitMs = 3000;

/**
 * After an action run without asking: while its trigger leaves (its row reloads away) or is disabled
 * (the selection it acted on is gone), focus that falls to the page body goes where a closed dialog
 * would send it: the list when the screen names it (`returnFocus`), waited for while its reload has
 * it away (the live stream may empty the page before the answer refills it), else the nearest place
 * around the trigger, else the console's landing place.
 */
function keepFocusAfter(
  trigger: HTMLButtonElement | null,
  place: { list: (() => HTMLElement | null | undefined) | undefined; near: () => HTMLElement | undefined },
) {
  const started = performance.now();
  const check = () => {
    const waited = performance.now() - started;
    const stuck = trigger !== null && trigger === document.activeElement && trigger.disabled;
    if (focusLost() || stuck) {
      const list = place.list?.();
      if (list?.isConnected) return list.focus();
      if (!place.list || waited >= listWaitMs) return (place.near() ?? landingPlace())?.focus();
    }
    // Focus landed somewhere since the trigger left (the list's keeper gave it to the row or card that
    // took its place, or the reader moved it): focus lost later is not this action's (an undo pressed
    // at once, its toast replaced by the answer), and the watch ends.
    else if (waited >= watchMs || document.activeElement !== trigger) return;
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}
