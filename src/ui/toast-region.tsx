import { useSelector } from '@xstate/react';
import {
  type ComponentType,
  lazy,
  type RefObject,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useT } from '../i18n/use-t.ts';
import { type Box, chooseToastPlacement, type ToastPlacement } from '../lib/toast-placement.ts';
import type { ToastActor, ToastEntry } from '../machines/toast.machine.ts';
import styles from './toast-region.module.css';

/** Loads the toasts' views; the idle preload and the first toast both call it, the chunk comes once. */
export const loadToastViews = () => import('./toast-views.tsx');
const LazyToastItem = lazy(() => loadToastViews().then((m) => ({ default: m.ToastItem })));

type ToastItemView = ComponentType<{ actor: ToastActor; entry: ToastEntry }>;

const visibleLimit = 5;

/**
 * Two live regions that always exist (a region added together with its text is often not read):
 * errors go to the assertive one, everything else to the polite one. They are in the first screen's
 * chunk, empty; the toasts' own views (icons, buttons, the undo steps) come in a chunk of their own,
 * requested when the browser is idle or by the first toast, and render inside the regions already there. The stack sits centred near the
 * top, and moves to the bottom while it would cover the focused field or an open dialog's buttons.
 */
export function ToastRegion({
  actor,
  Item = LazyToastItem,
}: {
  actor: ToastActor;
  /** How a toast is drawn; by default the views' chunk, loaded when first needed. */
  Item?: ToastItemView;
}) {
  const t = useT();
  const entries = useSelector(actor, (s) => s.context.entries.filter((e) => e.ref).slice(0, visibleLimit));
  const regionRef = useRef<HTMLElement>(null);
  // Any change to the stack (a toast added, gone, or counting a repeat) measures again.
  const placement = useToastPlacement(regionRef, entries.map((e) => `${e.key}:${e.count}`).join(' '));
  const pause = () => actor.send({ type: 'toast.pauseAll' });
  const resume = () => actor.send({ type: 'toast.resumeAll' });
  // A focused button that leaves with its toast (撤销 pressed, which the toast then replaces) takes
  // focus with it and fires no blur: the stack stayed paused, and every later toast with it. Whenever
  // the toasts' content changes or focus moves, a stack neither focused nor hovered runs again.
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const settle = () => {
      if (!actor.getSnapshot().context.paused) return;
      if (region.contains(document.activeElement) || region.matches(':hover')) return;
      actor.send({ type: 'toast.resumeAll' });
    };
    const observer = new MutationObserver(settle);
    observer.observe(region, { childList: true, subtree: true });
    document.addEventListener('focusin', settle);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', settle);
    };
  }, [actor]);
  const errors = entries.filter((e) => e.tone === 'error');
  const others = entries.filter((e) => e.tone !== 'error');
  return (
    <section
      ref={regionRef}
      // A toast shown over an open drawer or dialog stays read and pressable: a modal makes the page
      // outside it inert but for top layers, and a press in one does not count as a press outside it.
      data-react-aria-top-layer=""
      data-toasts=""
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
        <Suspense fallback={null}>
          {errors.map((e) => (
            <Item key={e.key} actor={actor} entry={e} />
          ))}
        </Suspense>
      </div>
      <div role="status" className={styles.list}>
        <Suspense fallback={null}>
          {others.map((e) => (
            <Item key={e.key} actor={actor} entry={e} />
          ))}
        </Suspense>
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
