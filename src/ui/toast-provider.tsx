import { shallowEqual, useSelector } from '@xstate/react';
import { CircleAlert, CircleCheck, Info, LoaderCircle, X } from 'lucide-react';
import {
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button as RacButton } from 'react-aria-components';
import type { UndoResult } from '../../contract/change-undo.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { useT } from '../i18n/use-t.ts';
import { formatDateTime } from '../lib/dates.ts';
import { type Box, chooseToastPlacement, type ToastPlacement } from '../lib/toast-placement.ts';
import {
  createToastActor,
  dismissToast,
  type ShowOptions,
  showToast,
  type ToastActor,
  type ToastEntry,
} from '../machines/toast.machine.ts';
import { Button } from './button.tsx';
import { ToastContext } from './toast-context.ts';
import styles from './toast-provider.module.css';
import { forgetUndo, offerUndo, settleUndo } from './undo-offers.ts';

export interface ToastShowOptions extends ShowOptions {
  /** With `undo`: what the screen does once the change is taken back (reload its list). */
  onUndone?: () => void;
  /** With `undo`: where focus goes once it is taken back, instead of where it was before the change. */
  focusAfter?: () => HTMLElement | null | undefined;
}

export interface ToastApi {
  show(message: string, options?: ToastShowOptions): string;
  dismiss(id: string): void;
  /** Takes back the change of this undo toast (a report's own 撤销 button), as its 撤销 does. */
  undo(id: string): void;
}

export interface ToastProviderProps {
  /** The app's toast actor (created with createToastActor so non-React code can raise toasts). */
  actor?: ToastActor;
  children?: ReactNode;
}

export function ToastProvider({ actor, children }: ToastProviderProps) {
  const [own] = useState(() => actor ?? createToastActor());
  const ref = actor ?? own;
  return (
    <ToastContext.Provider value={ref}>
      {children}
      <ToastRegion actor={ref} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const actor = useContext(ToastContext);
  if (!actor) throw new Error('useToast needs a ToastProvider above it');
  return useMemo(
    () => ({
      show: (message, options = {}) => {
        const { onUndone, focusAfter, ...shown } = options;
        const id = showToast(actor, message, shown);
        if (shown.undo) offerUndo(id, onUndone, focusAfter);
        return id;
      },
      dismiss: (id) => dismissToast(actor, id),
      undo: (id) => actor.send({ type: 'toast.undo', id }),
    }),
    [actor],
  );
}

const visibleLimit = 5;

/**
 * Two live regions that always exist (a region added together with its text is often not read):
 * errors go to the assertive one, everything else to the polite one. The stack sits centred near the
 * top, and moves to the bottom while it would cover the focused field or an open dialog's buttons.
 */
export function ToastRegion({ actor }: { actor: ToastActor }) {
  const t = useT();
  const entries = useSelector(actor, (s) => s.context.entries.filter((e) => e.ref).slice(0, visibleLimit));
  const regionRef = useRef<HTMLElement>(null);
  // Any change to the stack (a toast added, gone, or counting a repeat) measures again.
  const placement = useToastPlacement(regionRef, entries.map((e) => `${e.key}:${e.count}`).join(' '));
  const pause = () => actor.send({ type: 'toast.pauseAll' });
  const resume = () => actor.send({ type: 'toast.resumeAll' });
  const errors = entries.filter((e) => e.tone === 'error');
  const others = entries.filter((e) => e.tone !== 'error');
  return (
    <section
      ref={regionRef}
      aria-label={t('kit.notifications')}
      className={styles.region}
      data-placement={placement}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) resume();
      }}
    >
      <div role="alert" className={styles.list}>
        {errors.map((e) => (
          <ToastView key={e.key} entry={e} onDismiss={() => dismissToast(actor, e.key)} />
        ))}
      </div>
      <div role="status" className={styles.list}>
        {others.map((e) =>
          e.undo ? (
            <UndoToastView
              key={e.key}
              entry={e}
              onUndo={() => actor.send({ type: 'toast.undo', id: e.key })}
              onDismiss={() => dismissToast(actor, e.key)}
            />
          ) : (
            <ToastView key={e.key} entry={e} onDismiss={() => dismissToast(actor, e.key)} />
          ),
        )}
      </div>
    </section>
  );
}

/**
 * What the toasts must not cover: the focused control (not a whole page area) and the button rows
 * marked `data-keep-clear` (a dialog's or a form's actions).
 */
function boxesToAvoid(region: HTMLElement): Box[] {
  const boxes: Box[] = [];
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !region.contains(active)) {
    const box = active.getBoundingClientRect();
    if (box.height < window.innerHeight / 2) boxes.push(box);
  }
  for (const el of document.querySelectorAll('[data-keep-clear]')) boxes.push(el.getBoundingClientRect());
  return boxes;
}

/**
 * Measured before paint whenever the stack changes, and while it shows, when focus moves, the page
 * scrolls or the window is resized.
 */
function useToastPlacement(region: RefObject<HTMLElement | null>, stackKey: string): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>('top');
  const [moves, setMoves] = useState(0);
  useEffect(() => {
    if (stackKey === '') return;
    const again = () => setMoves((n) => n + 1);
    document.addEventListener('focusin', again);
    document.addEventListener('scroll', again, { capture: true, passive: true });
    window.addEventListener('resize', again);
    return () => {
      document.removeEventListener('focusin', again);
      document.removeEventListener('scroll', again, { capture: true });
      window.removeEventListener('resize', again);
    };
  }, [stackKey]);
  useLayoutEffect(() => {
    void moves;
    const el = region.current;
    if (!el || stackKey === '') return;
    // The stack is as wide as its widest toast (the region itself spans the window).
    const width = Math.max(0, ...Array.from(el.querySelectorAll('[data-tone]'), (t) => t.clientWidth));
    const stack = { width, height: el.getBoundingClientRect().height };
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    setPlacement(chooseToastPlacement(stack, viewport, boxesToAvoid(el)));
  }, [region, stackKey, moves]);
  return placement;
}

const icons = { info: Info, success: CircleCheck, error: CircleAlert, loading: LoaderCircle } as const;

function ToastView({ entry, onDismiss }: { entry: ToastEntry; onDismiss: () => void }) {
  const t = useT();
  const phase = useSelector(entry.ref ?? undefined, (s) =>
    s
      ? s.matches('opening')
        ? 'opening'
        : s.matches('closing') || s.status === 'done'
          ? 'closing'
          : 'shown'
      : 'opening',
  );
  const Icon = icons[entry.tone];
  return (
    <div className={`${styles.toast} ${styles[entry.tone] ?? ''}`} data-phase={phase} data-tone={entry.tone}>
      <Icon
        aria-hidden="true"
        size={16}
        className={entry.tone === 'loading' ? styles.spinner : styles.icon}
      />
      <span>{entry.message}</span>
      {entry.count > 1 ? <span className={styles.count}>×{entry.count}</span> : null}
      <RacButton className={styles.dismiss} onPress={onDismiss} aria-label={t('kit.dismiss')}>
        <X aria-hidden="true" size={14} />
      </RacButton>
    </div>
  );
}

/** The shortcut as this keyboard writes it, and as `aria-keyshortcuts` names it. */
export function undoShortcut(): { label: string; aria: string } {
  const nav = globalThis.navigator;
  const mac = /Mac|iPhone|iPad/.test(nav?.platform || nav?.userAgent || '');
  return mac ? { label: '⌘Z', aria: 'Meta+Z' } : { label: 'Ctrl+Z', aria: 'Control+Z' };
}

const skippedKey: Record<'changed' | 'taken' | 'gone', MessageKey> = {
  changed: 'kit.undoSkippedChanged',
  taken: 'kit.undoSkippedTaken',
  gone: 'kit.undoSkippedGone',
};
/** A toast is narrow: the first few rows not restored are named, the rest counted. */
const skippedShown = 3;

/** What an undo did, in words: how many rows came back, and each that did not with why and by whom. */
export function undoResultText(
  result: UndoResult,
  t: (key: MessageKey, params?: Record<string, string | number>) => string,
): string[] {
  const head =
    result.restored > 0 || result.skipped.length === 0
      ? t('kit.undone', { restored: result.restored })
      : t('kit.undoneNone');
  const rows = result.skipped
    .slice(0, skippedShown)
    .map((s) =>
      s.reason === 'changed' && s.by
        ? t('kit.undoSkippedChangedBy', { name: s.name, by: s.by })
        : t(skippedKey[s.reason], { name: s.name }),
    );
  const more = result.skipped.length - skippedShown;
  return [head, ...rows, ...(more > 0 ? [t('kit.undoSkippedMore', { count: more })] : [])];
}

/**
 * A toast that reports a change with an undo handle: its message, 撤销 (named with the message, its
 * shortcut said), then while the call runs 正在撤销…, then what was restored and what was not, or why
 * the server refused. It stays until dismissed or replaced; in the polite region, so each step is read.
 */
function UndoToastView({
  entry,
  onUndo,
  onDismiss,
}: {
  entry: ToastEntry;
  onUndo: () => void;
  onDismiss: () => void;
}) {
  const t = useT();
  const view = useSelector(
    entry.ref ?? undefined,
    (s) => ({
      phase: !s
        ? 'opening'
        : s.matches('opening')
          ? 'opening'
          : s.matches('closing') || s.status === 'done'
            ? 'closing'
            : 'shown',
      step: !s
        ? 'offered'
        : s.matches('undoing')
          ? 'undoing'
          : s.matches('undone')
            ? 'undone'
            : s.matches('refused')
              ? 'refused'
              : 'offered',
      result: s?.context.result ?? null,
      refusal: s?.context.refusal ?? '',
    }),
    shallowEqual,
  );
  const { phase, step, result, refusal } = view;
  const key = entry.key;
  // The change taken back (or refused): the screen catches up and focus goes back where it was.
  useEffect(() => {
    if (step === 'undone' || step === 'refused') settleUndo(key, step === 'undone');
  }, [step, key]);
  // Gone without its undo taken: forget where focus was.
  useEffect(() => () => forgetUndo(key), [key]);
  const keys = undoShortcut();
  // RAC passes no aria-keyshortcuts through, so it is set on the element, once: a callback ref made
  // anew each render would set it again on every render, a change to the page each time.
  const shortcutRef = useCallback(
    (el: HTMLButtonElement | null) => el?.setAttribute('aria-keyshortcuts', keys.aria),
    [keys.aria],
  );
  const lines =
    step === 'undone' && result
      ? undoResultText(result, t)
      : step === 'refused'
        ? [t('kit.undoRefused', { reason: refusal })]
        : step === 'undoing'
          ? [t('kit.undoing')]
          : [entry.message];
  const Icon = step === 'undoing' ? LoaderCircle : step === 'refused' ? CircleAlert : CircleCheck;
  return (
    <div
      className={`${styles.toast} ${styles.success}`}
      data-phase={phase}
      data-tone={entry.tone}
      data-undo={step}
    >
      <Icon aria-hidden="true" size={16} className={step === 'undoing' ? styles.spinner : styles.icon} />
      <span className={styles.lines}>
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
        {step === 'offered' && entry.undo ? (
          <span className={styles.hint}>
            {t('kit.undoHint', { keys: keys.label, time: formatDateTime(entry.undo.until) })}
          </span>
        ) : null}
        {step === 'offered' && refusal ? <span className={styles.hint}>{refusal}</span> : null}
      </span>
      {step === 'offered' || step === 'undoing' ? (
        <Button
          size="small"
          className={styles.undo}
          isPending={step === 'undoing'}
          ref={shortcutRef}
          onPress={onUndo}
        >
          {t('kit.undo')}
        </Button>
      ) : null}
      {step === 'undoing' ? null : (
        <RacButton className={styles.dismiss} onPress={onDismiss} aria-label={t('kit.dismiss')}>
          <X aria-hidden="true" size={14} />
        </RacButton>
      )}
    </div>
  );
}
