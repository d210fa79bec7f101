import { describe, expect, it } from 'vitest';
import { chooseToastPlacement, toastEdgeGap } from './toast-placement.ts';

const viewport = { width: 390, height: 844 };
const stack = { width: 300, height: 48 };
const box = (top: number, height: number, left = 0, width = 390) => ({ left, top, width, height });

describe('toast placement', () => {
  it('is near the top when nothing there is being worked on', () => {
    expect(chooseToastPlacement(stack, viewport, [])).toBe('top');
    // A dialog's buttons low on the screen do not move it.
    expect(chooseToastPlacement(stack, viewport, [box(500, 40)])).toBe('top');
  });

  it('moves to the bottom rather than cover the focused field or a dialog’s buttons', () => {
    expect(chooseToastPlacement(stack, viewport, [box(toastEdgeGap + 10, 36)])).toBe('bottom');
    // A field beside the stack (not under it) is not covered.
    expect(chooseToastPlacement(stack, viewport, [box(toastEdgeGap, 36, 0, 40)])).toBe('top');
  });

  it('when both places cover something, goes where it covers less', () => {
    const topField = box(20, 10);
    const bottomButtons = box(viewport.height - 60, 48);
    expect(chooseToastPlacement(stack, viewport, [topField, bottomButtons])).toBe('top');
    expect(chooseToastPlacement(stack, viewport, [box(20, 40), box(viewport.height - 30, 8)])).toBe('bottom');
  });
});
