import { focusLost } from './focus-lost.ts';

/**
 * What an undo toast needs beside its machine (docs/decisions/undo-ui.md): where focus was before the
 * change, to put it back once the change is taken back, and what the screen does then (reload its
 * list). Kept here by toast id, not in the machine's context: an element and a callback are not state.
 */
interface Offer {
  focus: WeakRef<Element> | null;
  onUndone: (() => void) | undefined;
  /** Where focus goes after, when the caller knows better than "where it was" (a row that changes). */
  focusAfter: (() => HTMLElement | null | undefined) | undefined;
}

const offers = new Map<string, Offer>();

function insideDialog(el: Element): boolean {
  return el.closest('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * Records where focus is as the change's toast is raised. A change made from a dialog reports while
 * the dialog still has focus; the place that counts is where focus lands once it closes, so the first
 * focus outside a dialog is taken instead.
 */
export function offerUndo(
  id: string,
  onUndone: (() => void) | undefined,
  focusAfter?: () => HTMLElement | null | undefined,
): void {
  const offer: Offer = { focus: null, onUndone, focusAfter };
  offers.set(id, offer);
  const active = globalThis.document?.activeElement;
  if (!active || active === document.body) return;
  if (!insideDialog(active)) {
    offer.focus = new WeakRef(active);
    return;
  }
  const landed = (e: FocusEvent) => {
    if (!(e.target instanceof Element) || insideDialog(e.target)) return;
    document.removeEventListener('focusin', landed);
    if (offers.get(id) === offer) offer.focus = new WeakRef(e.target);
  };
  document.addEventListener('focusin', landed);
}

function canFocus(el: Element | undefined): el is HTMLElement {
  if (!(el instanceof HTMLElement) || !el.isConnected) return false;
  if (el.closest('[inert], [aria-hidden="true"]')) return false;
  if (el.hasAttribute('disabled')) return false;
  return el.getClientRects().length > 0 || el.tabIndex >= 0;
}

/** The list or table of the page, else the page's main area: where focus goes when its place is gone. */
function fallback(): HTMLElement | null {
  const main = document.getElementById('main-content') ?? document.querySelector('main');
  const list = (main ?? document).querySelector<HTMLElement>('[role="grid"], [role="treegrid"], table');
  return list ?? (main instanceof HTMLElement ? main : null);
}

/**
 * The undo answered (`undone`) or was refused: a taken-back change lets its screen catch up, and focus
 * goes back where it was before the change (the toast's 撤销 it may be on is gone now).
 */
export function settleUndo(id: string, undone: boolean): void {
  const offer = offers.get(id);
  offers.delete(id);
  if (undone) offer?.onUndone?.();
  // Taken back from inside a dialog (an import's report): focus stays where the reader is.
  const active = document.activeElement;
  if (active instanceof Element && active.isConnected && insideDialog(active)) return;
  const chosen = offer?.focusAfter?.() ?? undefined;
  const before = offer?.focus?.deref();
  const target = canFocus(chosen) ? chosen : canFocus(before) ? before : null;
  if (target) target.focus();
  else focusListWhenBack(offer?.focusAfter);
}

/** How long the list a change emptied has to come back (its reload) before focus goes to main. */
const listWaitMs = 3000;

/**
 * How long the caller's place (`focusAfter`: a card the undo brings back) has to come back: its reload
 * follows the undo's answer, which on a busy server takes longer than a list's wait.
 */
const placeWaitMs = 10_000;

/**
 * Whether focus is still where the undo left it, nobody's choice since: on what had it then, on the
 * page body (撤销 pressed in its toast is replaced by the answer), or in the toasts.
 */
function stillOpen(start: Element | null): boolean {
  const active = document.activeElement;
  return active === start || focusLost() || !active?.isConnected || active?.closest('[data-toasts]') !== null;
}

/**
 * Focus goes to the caller's place (`focusAfter`: a card deleted, back with the reload) or the page's
 * list, once it is there: a change that emptied it (every row deleted) shows it again only when its
 * reload answers. Whatever the reader focuses meanwhile wins.
 */
function focusListWhenBack(focusAfter?: () => HTMLElement | null | undefined): void {
  const main = document.getElementById('main-content') ?? document.querySelector('main');
  const listIn = () => {
    const chosen = focusAfter?.() ?? undefined;
    if (canFocus(chosen)) return chosen;
    return main?.querySelector<HTMLElement>('[role="grid"], [role="treegrid"], table') ?? null;
  };
  const start = document.activeElement;
  const now = listIn();
  if (now) {
    now.focus();
    return;
  }
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const observer = new MutationObserver(() => {
    const list = listIn();
    if (!list) return;
    done();
    if (stillOpen(start)) list.focus();
  });
  const timer = setTimeout(
    () => {
      done();
      // The place never came back: the fallback only where focus fell, not over a toast's button.
      if (document.activeElement === start || focusLost()) fallback()?.focus();
    },
    focusAfter ? placeWaitMs : listWaitMs,
  );
  observer.observe(main ?? document.body, { childList: true, subtree: true });
}

/** A toast gone without its undo taken (dismissed, replaced): nothing to keep for it. */
export function forgetUndo(id: string): void {
  offers.delete(id);
}
