/** A box on screen, as `getBoundingClientRect()` gives it. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export type ToastPlacement = 'top' | 'bottom';

/** Distance of the toast stack from the edge it sits at, in px (the CSS uses the same). */
export const toastEdgeGap = 16;

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const h = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Where the toast stack goes: centred (docs/spec.md §9) near the top, unless it would cover something the user
 * is working on (`avoid`: the focused field, an open dialog's buttons); then near the bottom, and when
 * both cover something, wherever it covers less.
 */
export function chooseToastPlacement(
  stack: { width: number; height: number },
  viewport: { width: number; height: number },
  avoid: Box[],
): ToastPlacement {
  const left = (viewport.width - stack.width) / 2;
  const at = (top: number): Box => ({ left, top, width: stack.width, height: stack.height });
  const covered = (box: Box) => avoid.reduce((sum, a) => sum + overlap(box, a), 0);
  const top = covered(at(toastEdgeGap));
  if (top === 0) return 'top';
  const bottom = covered(at(viewport.height - toastEdgeGap - stack.height));
  return bottom < top ? 'bottom' : 'top';
}
