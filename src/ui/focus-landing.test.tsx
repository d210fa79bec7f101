import '../../tests/support/kit-dom.ts';
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useFocusAfterClose } from './focus-landing.ts';

afterEach(cleanup);

/** A screen as the console draws one: its heading in `main`, and a layer that opens and closes. */
function Screen({ title, isOpen }: { title: string; isOpen: boolean }) {
  useFocusAfterClose(isOpen);
  return (
    <main>
      <h1 tabIndex={-1} data-page-heading="">
        {title}
      </h1>
      {isOpen ? <button type="button">in the layer</button> : null}
    </main>
  );
}

/** Resolves after `n` animation frames. */
const frames = (n: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(n);
  });

it('sends focus that fell to the page body to the heading of the screen the layer closed on', async () => {
  const view = render(<Screen title="Customers" isOpen />);
  view.getByRole('button', { name: 'in the layer' }).focus();
  // The layer closes and what held focus goes with it: focus falls to the page body.
  view.rerender(<Screen title="Customers" isOpen={false} />);
  expect(document.activeElement).toBe(document.body);
  await frames(40);
  expect(document.activeElement).toBe(view.getByRole('heading', { name: 'Customers' }));
});

it('leaves the next screen alone once the screen the layer closed on is gone', async () => {
  const first = render(<Screen title="Customers" isOpen />);
  first.getByRole('button', { name: 'in the layer' }).focus();
  first.rerender(<Screen title="Customers" isOpen={false} />);
  // Another screen replaces it within the watch (a new page, a test's next console): its focus is its own.
  first.unmount();
  const next = render(<Screen title="Products" isOpen={false} />);
  expect(document.activeElement).toBe(document.body);
  await frames(40);
  expect(document.activeElement).not.toBe(next.getByRole('heading', { name: 'Products' }));
});
