import '../../tests/support/kit-dom.ts';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from '../../tests/support/deferred.ts';
import { fileCoverage, productionModel, transitionCover, walk } from '../../tests/support/production-walk.ts';
import { setLocale } from '../i18n/i18n.ts';
import { SortableCards } from '../ui/sortable-cards.tsx';
import { SortableTable } from '../ui/sortable-table.tsx';
import { ToastProvider } from '../ui/toast-provider.tsx';
import { type SortId, type SortItem, sortMachine, toSortItems } from './sort.machine.ts';

afterEach(cleanup);

const slides = [
  { id: 11, title: 'Spring' },
  { id: 12, title: 'Summer' },
  { id: 13, title: 'Autumn' },
];
type Slide = (typeof slides)[number];
const slideOf = (id: SortId): Slide => {
  const slide = slides.find((s) => s.id === id);
  if (!slide) throw new Error(`no slide ${id}`);
  return slide;
};
const titleOf = (id: SortId) => slideOf(id).title;
const rotate = (ids: SortId[]) => [...ids.slice(1), ...ids.slice(0, 1)];

/** How one view of the sort machine shows its rows and names its move buttons. */
interface SortView {
  render: (rows: Slide[], save: (body: { list: SortItem[] }) => Promise<unknown>) => ReactNode;
  /** The move button's name: `later` moves the row down (the table) or later (the cards). */
  move: (title: string, later: boolean) => string;
  /** The titles in the order on screen. */
  shown: () => Array<string | null>;
}

async function walkSortMachine(view: SortView) {
  setLocale('en');
  const walks = [
    productionModel(sortMachine, {
      input: { ids: slides.map((s) => s.id) },
      events: (s) => {
        const order = s.context.order as SortId[];
        const [first, second] = order;
        return [
          // The row buttons: the top row down, the second row up.
          { type: 'sort.move', keys: [first], target: second, position: 'after' },
          { type: 'sort.move', keys: [second], target: first, position: 'before' },
          { type: 'sort.reset' },
          { type: 'sort.save' },
          // The page reloaded the rows in another order (someone else sorted them).
          { type: 'sort.load', ids: rotate(s.context.saved as SortId[]) },
          { type: 'xstate.done.actor.postOrder', output: {} },
          { type: 'xstate.error.actor.postOrder', error: new Error('API error 500') },
        ];
      },
    }),
    // A list without rows: saving says "No sort items" and posts nothing.
    productionModel(sortMachine, { input: { ids: [] }, events: [{ type: 'sort.save' }] }),
  ];
  let walked = 0;
  for (const pm of walks) {
    const paths = transitionCover(pm);
    walked += paths.length;
    for (const path of paths) {
      const user = userEvent.setup();
      const sent: Array<{ list: SortItem[] }> = [];
      let posting = deferred();
      const initial = path.steps[0]?.state.context.order as SortId[];
      let rows: Slide[] = initial.map(slideOf);
      const save = (body: { list: SortItem[] }) => {
        sent.push(body);
        posting = deferred();
        return posting.promise;
      };
      const r = render(<ToastProvider>{view.render(rows, save)}</ToastProvider>);
      const load = (ids: SortId[]) => {
        rows = ids.map(slideOf);
        r.rerender(<ToastProvider>{view.render(rows, save)}</ToastProvider>);
      };
      const saveButton = () => screen.getByRole('button', { name: 'Save order' });
      await walk(pm, path, {
        async exec(event, { before, after }) {
          switch (event.type) {
            case 'sort.move': {
              const key = (event.keys as SortId[])[0] ?? 0;
              const down = event.position === 'after';
              await user.click(screen.getByRole('button', { name: view.move(titleOf(key), down) }));
              return;
            }
            case 'sort.reset':
              await user.click(screen.getByRole('button', { name: 'Undo changes' }));
              return;
            case 'sort.save': {
              const count = sent.length;
              await user.click(saveButton());
              if (before.context.order.length === 0) {
                expect(await screen.findByText('No sort items')).toBeTruthy();
                expect(sent).toHaveLength(count);
              } else {
                // The body is the order on screen, top row first.
                expect(sent.slice(count)).toEqual([{ list: toSortItems(after.context.order) }]);
              }
              return;
            }
            case 'sort.load': {
              const ids = event.ids as SortId[];
              // The table hears a change of its rows: when the page already passes this order, it
              // passed the saved one in between (its previous reload).
              if (JSON.stringify(rows.map((x) => x.id)) === JSON.stringify(ids))
                load(before.context.saved as SortId[]);
              load(ids);
              return;
            }
            case 'xstate.done.actor.postOrder':
              await act(async () => posting.resolve(event.output));
              return;
            case 'xstate.error.actor.postOrder':
              await act(async () => posting.reject(event.error));
              return;
            default:
              throw new Error(`no user action for ${event.type}`);
          }
        },
        async check(s) {
          expect(view.shown()).toEqual((s.context.order as SortId[]).map(titleOf));
          const busy = s.hasTag('busy');
          if (busy) expect(saveButton().getAttribute('aria-busy')).toBe('true');
          else await waitFor(() => expect(saveButton().getAttribute('aria-busy')).toBeNull());
          const undo = screen.getByRole('button', { name: 'Undo changes' });
          expect(undo.hasAttribute('disabled')).toBe(!s.hasTag('dirty') || busy);
          expect(screen.queryByText('The order was not saved') !== null).toBe(s.context.failed);
        },
      });
      cleanup();
    }
  }
  const coverage = fileCoverage(sortMachine, walked);
  expect(coverage.missingStates).toEqual([]);
  expect(coverage.missingTransitions).toEqual([]);
}

describe('sort machine through SortableTable', () => {
  it('walks every state and transition of the production sort machine', async () => {
    await walkSortMachine({
      render: (rows, save) => (
        <SortableTable
          aria-label="Slides"
          rows={rows}
          rowKey={(r) => r.id}
          rowLabel={(r) => r.title}
          columns={[{ id: 'title', title: 'Title', isRowHeader: true, render: (r) => r.title }]}
          save={save}
        />
      ),
      move: (title, later) => `Move ${title} ${later ? 'down' : 'up'}`,
      shown: () => screen.queryAllByRole('rowheader').map((h) => h.textContent),
    });
  });

  it('a parent re-rendering with an equal rows array keeps the unsaved order', async () => {
    setLocale('en');
    const user = userEvent.setup();
    const view = () => (
      <ToastProvider>
        <SortableTable
          aria-label="Slides"
          rows={slides.map((s) => ({ ...s }))}
          rowKey={(r) => r.id}
          rowLabel={(r) => r.title}
          columns={[{ id: 'title', title: 'Title', isRowHeader: true, render: (r) => r.title }]}
          save={async () => {}}
        />
      </ToastProvider>
    );
    const r = render(view());
    await user.click(screen.getByRole('button', { name: 'Move Spring down' }));
    r.rerender(view());
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      'Summer',
      'Spring',
      'Autumn',
    ]);
  });
});

describe('sort machine through SortableCards (the slides)', () => {
  it('walks every state and transition of the production sort machine', async () => {
    await walkSortMachine({
      render: (rows, save) => (
        <SortableCards
          aria-label="Slides"
          rows={rows}
          rowKey={(r) => r.id}
          rowLabel={(r) => r.title}
          renderCard={(r) => <h3>{r.title}</h3>}
          save={save}
        />
      ),
      move: (title, later) => `Move ${title} ${later ? 'later' : 'earlier'}`,
      shown: () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent),
    });
  });
});
