import { useSelector } from '@xstate/react';
import { CircleAlert, CircleCheck, Info, LoaderCircle, X } from 'lucide-react';
import {
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button as RacButton } from 'react-aria-components';
import { useT } from '../i18n/use-t.ts';
import { type Box, chooseToastPlacement, type ToastPlacement } from '../lib/toast-placement.ts';
import {
  createToastActor,
  dismissToast,
  type ShowOptions,
  showToast,
  type ToastActor,
  type ToastEntry,
} from '../machines/toast.machine.ts';
import { ToastContext } from './toast-context.ts';
import styles from './toast-provider.module.css';

export interface ToastApi {
  show(message: string, options?: ShowOptions): string;
  dismiss(id: string): void;
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
      show: (message, options) => showToast(actor, message, options),
      dismiss: (id) => dismissToast(actor, id),
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
        {others.map((e) => (
          <ToastView key={e.key} entry={e} onDismiss={() => dismissToast(actor, e.key)} />
        ))}
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
