import { act, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen.tsx';

/** A screen with a state of its own, as a list's page or a form's typed text. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      pressed {count}
    </button>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return <div>{children}</div>;
}

describe('lazyScreen', () => {
  it('a screen is not mounted again when the page around it renders after its download', async () => {
    // The shell and the screen both lazy, their code already in the page (a chunk evaluated before):
    // both downloads end within the first render, the way the console opens a deep link.
    const Shell = lazyScreen(async () => ({ default: Frame }));
    const Screen = lazyScreen(async () => ({ default: Counter }));
    let showAddress: (address: string) => void = () => undefined;
    function Routes() {
      const [address, setAddress] = useState('/system/adminuser');
      showAddress = setAddress;
      return (
        <Suspense fallback={<p>loading</p>}>
          <Shell>
            <Suspense fallback={<p>loading</p>}>
              <Screen />
            </Suspense>
          </Shell>
          <p>{address}</p>
        </Suspense>
      );
    }
    render(<Routes />);
    const button = await screen.findByRole('button', { name: 'pressed 0' });
    act(() => button.click());
    // The next page: the address changes and the routes render again; the screen stays the same one.
    act(() => showAddress('/system/adminuser?page=2'));
    expect(button.isConnected).toBe(true);
    expect(screen.getByRole('button').textContent).toBe('pressed 1');
  });

  it('a screen downloaded before it opens renders at once, without the fallback', async () => {
    const Screen = lazyScreen(async () => ({ default: Counter }));
    await Screen.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByRole('button').textContent).toBe('pressed 0');
  });
});
