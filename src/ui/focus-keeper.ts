import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { claimLanding, pageHeading } from './focus-landing.ts';
import { focusLost } from './focus-lost.ts';

export interface FocusKeeperItems {
  /** The items of the area, in order: a grid's body rows, a list's cards. */
  items: (area: HTMLElement | null) => HTMLElement[];
  /** What of an item takes focus: the item itself by default (a grid row), a card's first control. */
  target?: (item: HTMLElement) => HTMLElement | null | undefined;
  /** Where focus goes while items remain but focus was on none of them (a grid: the grid). */
  whole?: (area: HTMLElement | null) => HTMLElement | null;
}

/**
 * Items a reload removed (a deleted, claimed or released row or card and its buttons) may hold focus:
 * it then goes to the item that took the removed one's place (the next; the last when it was the
 * last), to the page's heading when none is left, never to the page body. The same place is the
 * console's landing place (focus-landing.ts) while the user works in the area or in a layer opened from
 * it, so a drawer closed over a row that left the list, or a delete whose button went with its card,
 * hands focus there too. Focus counts as inside the area until it moves somewhere else on purpose.
 * `ref` goes on the area; `area()` reads it.
 */
export function useFocusKeeper(rows: unknown, given: FocusKeeperItems) {
  const area = useRef<HTMLElement | null>(null);
  const inside = useRef(false);
  const index = useRef(-1);
  const shape = useRef(given);
  shape.current = given;
  const landing = useCallback((): HTMLElement | null => {
    const { items, target, whole } = shape.current;
    const all = items(area.current);
    const next = index.current >= 0 ? all[Math.min(index.current, all.length - 1)] : undefined;
    const place = next ? ((target ? target(next) : next) ?? null) : null;
    return place ?? (all.length > 0 ? (whole?.(area.current) ?? null) : null) ?? pageHeading();
  }, []);
  const release = useRef<(() => void) | null>(null);
  useEffect(() => {
    // Focus moved on purpose somewhere that is neither the area nor a layer over it: the area is no
    // longer where lost focus belongs.
    const onFocus = (e: FocusEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      if (!target || area.current?.contains(target)) return;
      if (target.closest('[role="dialog"], [role="alertdialog"]')) return;
      inside.current = false;
      release.current?.();
      release.current = null;
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('focusin', onFocus);
      release.current?.();
      release.current = null;
    };
  }, []);
  const ref = useCallback(
    (el: HTMLElement | null) => {
      if (!el) return;
      area.current = el;
      const onIn = (e: FocusEvent) => {
        inside.current = true;
        if (!release.current) release.current = claimLanding(landing);
        const at = e.target instanceof Node ? e.target : null;
        index.current = at ? shape.current.items(el).findIndex((item) => item.contains(at)) : -1;
      };
      const onOut = (e: FocusEvent) => {
        if (e.relatedTarget instanceof Node && !el.contains(e.relatedTarget)) inside.current = false;
      };
      el.addEventListener('focusin', onIn);
      el.addEventListener('focusout', onOut);
      return () => {
        el.removeEventListener('focusin', onIn);
        el.removeEventListener('focusout', onOut);
        if (area.current === el) area.current = null;
      };
    },
    [landing],
  );
  useLayoutEffect(() => {
    void rows;
    if (!inside.current || !focusLost()) return;
    landing()?.focus();
  }, [rows, landing]);
  const current = useCallback(() => area.current, []);
  return { ref, area: current };
}
