import { useEffect, useRef } from 'react';
import { focusLost } from './focus-lost.ts';

/**
 * Where focus lands when what held it is gone: one place for the whole console, so a row removed by a
 * claim, a release, a delete or a restore, a drawer closed over a row that left its list, and a screen
 * that became "no permission" all hand focus to a named place instead of the page body.
 *
 * A list says where its landing place is while the user works in it (`useLandingPlace`): the row that
 * took the removed one's place, else the list's heading. Without a list, it is the page's heading.
 */
type Landing = () => HTMLElement | null | undefined;

let current: Landing | null = null;

/** The page's own heading (the `h1` every screen shows through PageHeading), focusable by script. */
export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main [data-page-heading]');
}

/** Where lost focus goes now: the landing place the list last worked in gave, else the page's heading. */
export function landingPlace(): HTMLElement | null {
  const target = current?.();
  return target?.isConnected ? target : pageHeading();
}

/**
 * Makes `landing` the console's landing place (call on the user's focus entering the list); the
 * returned function gives it up again, only if it is still the current one.
 */
export function claimLanding(landing: Landing): () => void {
  current = landing;
  return () => {
    if (current === landing) current = null;
  };
}

/** How long after a layer closes focus is watched for falling to the page body (frames, about 0.5 s). */
const watchFrames = 30;

/**
 * With a fallback of its own (a list's grid), how long focus that falls is put back on it, counted from
 * the close or from the last moment its list was seen reloading: the list behind a bulk dialog reloads
 * after the call, on a busy server or a slow network after the frames above, and the rows it replaces
 * can take the focus with them. By the clock, not by frames, so a busy machine's slow frames do not end
 * it early. The landing place is still only chosen at `watchFrames`:
 * later, the page may be another screen's.
 */
const fallbackWatchMs = 3000;

/** However long a reload takes, the watch ends after this: a list that never settles is a hang. */
const fallbackHangMs = 60_000;

/**
 * Whether the fallback (a list's grid) is reloading: it shows the old rows busy, and the rows that
 * replace them can take the focus when they come, however long the server took to answer.
 */
function reloading(el: HTMLElement | null | undefined): boolean {
  return Boolean(el?.closest('[aria-busy="true"]') ?? el?.querySelector('[aria-busy="true"]'));
}

/**
 * After a dialog or drawer closes, React Aria gives focus back to what opened it in the next frame.
 * When that element was disabled or removed meanwhile (a row released from its own drawer), focus falls
 * to the page body; it goes to `fallback` instead, else to the landing place. Watched for a few frames,
 * because the layer's elements may leave the page a little after it reports closed; focus that falls
 * to the body later, up to `fallbackWatchMs`, goes back to `fallback` while it is on the page.
 */
export function useFocusAfterClose(
  isOpen: boolean | undefined,
  fallback?: () => HTMLElement | null | undefined,
) {
  const wasOpen = useRef(false);
  const latest = useRef(fallback);
  latest.current = fallback;
  useEffect(() => {
    if (isOpen) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const started = performance.now();
    let settled = started;
    let frames = 0;
    // The screen the layer closed on. The watch outlives its owner on purpose (below), but not its
    // screen: once that heading has left the page, focus that falls belongs to whatever came next (a
    // new screen mounting has none yet), and landing it on the next screen's heading took it from there.
    const screen = pageHeading();
    const check = () => {
      if (screen && !screen.isConnected) return;
      frames += 1;
      const own = latest.current?.();
      const lost = focusLost();
      // A bulk action's button disabled by the reload its own call caused keeps the focus where the
      // browser has no focus fixup (jsdom, older browsers): the list's grid takes it then, and only
      // the grid; a button disabled for another reason is not sent to the landing place.
      const stranded = !lost && document.activeElement?.matches(':disabled') === true;
      if (lost || stranded) {
        // The layer's own fallback (a list's grid) may be back only after the list reloads: the
        // console's landing place is the last resort, at the end of the first watch.
        if (own?.isConnected) own.focus();
        else if (lost && frames === watchFrames) landingPlace()?.focus();
      }
      // Past the first frames only a layer with a fallback of its own has anything left to do: the
      // watch runs on while its list reloads (a busy server or a slow network), and a little after.
      const now = performance.now();
      if (reloading(own)) settled = now;
      const more =
        frames < watchFrames ||
        (latest.current !== undefined && now - settled < fallbackWatchMs && now - started < fallbackHangMs);
      if (more) requestAnimationFrame(check);
    };
    // Queued after React Aria's own frame, so it only acts where that one could not. Not cancelled when
    // the layer's owner unmounts: a bulk delete's confirm goes with the selection it acted on, and the
    // focus it leaves behind still needs its place (the watch ends by itself).
    requestAnimationFrame(check);
  }, [isOpen]);
}
