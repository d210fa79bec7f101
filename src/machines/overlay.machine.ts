import { assertEvent, assign, createActor, type InspectionEvent, setup } from 'xstate';

/** docs/spec.md §4 loading overlay: shown with a title (default "拼命加载中") or hidden; hiding clears it. */
export const overlayMachine = setup({
  types: {
    /** `null` title means the default, resolved in the UI so it follows a language switch. */
    context: {} as { title: string | null },
    events: {} as { type: 'overlay.show'; title?: string } | { type: 'overlay.hide' },
  },
  actions: {
    setTitle: assign({
      title: ({ event }) => {
        assertEvent(event, 'overlay.show');
        return event.title?.trim() ? event.title : null;
      },
    }),
    clearTitle: assign({ title: null }),
  },
}).createMachine({
  id: 'overlay',
  context: { title: null },
  initial: 'hidden',
  states: {
    hidden: {
      on: { 'overlay.show': { target: 'shown', actions: 'setTitle' } },
    },
    shown: {
      tags: ['blocking'],
      on: {
        'overlay.show': { actions: 'setTitle' },
        'overlay.hide': { target: 'hidden', actions: 'clearTitle' },
      },
    },
  },
});

export function createOverlayActor(options: { inspect?: (e: InspectionEvent) => void } = {}) {
  return createActor(overlayMachine, { inspect: options.inspect }).start();
}
