import '../../tests/support/kit-dom.ts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from '../../tests/support/deferred.ts';
import { type ResourceKey, useResource } from './use-resource.ts';

afterEach(cleanup);

type Asked = { key: ResourceKey; answer: ReturnType<typeof deferred<string>> };

/** A reader of one record by id, as a screen writes it; every load it asks for waits on the test. */
function Reader({ id, asked, keep }: { id: ResourceKey; asked: Asked[]; keep?: boolean }) {
  const r = useResource(
    id,
    () => {
      const answer = deferred<string>();
      asked.push({ key: id, answer });
      return answer.promise;
    },
    { keep },
  );
  return (
    <section aria-label="reader" aria-busy={r.busy || undefined}>
      {r.loading ? <p>Loading</p> : null}
      {r.data !== null ? <p>Shown: {r.data}</p> : null}
      {r.failed ? <p role="alert">{r.error}</p> : null}
      <button type="button" onClick={r.reload}>
        Reload
      </button>
    </section>
  );
}

const shown = () => screen.queryByText(/^Shown:/)?.textContent ?? null;
const loadingShown = () => screen.queryByText('Loading') !== null;

describe('useResource with a key', () => {
  it('loads again when the key changes, showing nothing of the old record meanwhile', async () => {
    const asked: Asked[] = [];
    const { rerender } = render(<Reader id={1} asked={asked} />);
    expect(asked.map((a) => a.key)).toEqual([1]);
    expect(loadingShown()).toBe(true);
    await act(async () => asked[0]?.answer.resolve('one'));
    expect(shown()).toBe('Shown: one');

    rerender(<Reader id={2} asked={asked} />);
    expect(shown()).toBeNull();
    expect(loadingShown()).toBe(true);
    expect(asked.map((a) => a.key)).toEqual([1, 2]);
    await act(async () => asked[1]?.answer.resolve('two'));
    expect(shown()).toBe('Shown: two');
    expect(loadingShown()).toBe(false);
  });

  it('drops an answer for an old key that arrives after the key changed', async () => {
    const asked: Asked[] = [];
    const { rerender } = render(<Reader id={1} asked={asked} />);
    rerender(<Reader id={2} asked={asked} />);
    expect(asked.map((a) => a.key)).toEqual([1, 2]);
    await act(async () => asked[1]?.answer.resolve('two'));
    await act(async () => asked[0]?.answer.resolve('one, late'));
    expect(shown()).toBe('Shown: two');

    // The same the other way round: the late answer lands while the new key still loads.
    rerender(<Reader id={3} asked={asked} />);
    await act(async () => asked[1]?.answer.resolve('two again'));
    expect(shown()).toBeNull();
    expect(loadingShown()).toBe(true);
    await act(async () => asked[2]?.answer.resolve('three'));
    expect(shown()).toBe('Shown: three');
  });

  it('keeps the last answer shown while the new key loads when asked to', async () => {
    const asked: Asked[] = [];
    const { rerender } = render(<Reader id="a" asked={asked} keep />);
    await act(async () => asked[0]?.answer.resolve('for a'));
    rerender(<Reader id="ab" asked={asked} keep />);
    expect(shown()).toBe('Shown: for a');
    expect(loadingShown()).toBe(false);
    expect(screen.getByRole('region', { name: 'reader' }).getAttribute('aria-busy')).toBe('true');
    await act(async () => asked[1]?.answer.resolve('for ab'));
    expect(shown()).toBe('Shown: for ab');
  });

  it('reports a failure, and the next key loads afresh', async () => {
    const asked: Asked[] = [];
    const { rerender } = render(<Reader id={1} asked={asked} />);
    await act(async () => asked[0]?.answer.reject(new Error('API error 500')));
    expect(screen.getByRole('alert').textContent).toBe('API error 500');
    expect(loadingShown()).toBe(false);

    rerender(<Reader id={2} asked={asked} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loadingShown()).toBe(true);
    await act(async () => asked[1]?.answer.resolve('two'));
    expect(shown()).toBe('Shown: two');
  });

  it('reloads the same key on reload(), keeping what is shown until the answer', async () => {
    const asked: Asked[] = [];
    render(<Reader id={1} asked={asked} />);
    await act(async () => asked[0]?.answer.resolve('one'));
    act(() => screen.getByRole('button', { name: 'Reload' }).click());
    expect(asked.map((a) => a.key)).toEqual([1, 1]);
    expect(shown()).toBe('Shown: one');
    expect(loadingShown()).toBe(false);
    await act(async () => asked[1]?.answer.resolve('one, newer'));
    expect(shown()).toBe('Shown: one, newer');
  });

  it('reads nothing for a null key, and loads once a key is given', async () => {
    const asked: Asked[] = [];
    const { rerender } = render(<Reader id={null} asked={asked} />);
    await act(async () => {});
    expect(asked).toEqual([]);
    expect(loadingShown()).toBe(false);
    expect(shown()).toBeNull();
    rerender(<Reader id={['customer', 7]} asked={asked} />);
    expect(loadingShown()).toBe(true);
    await act(async () => asked[0]?.answer.resolve('seven'));
    expect(shown()).toBe('Shown: seven');
    // An equal key in a new array is the same key: no load.
    rerender(<Reader id={['customer', 7]} asked={asked} />);
    expect(asked).toHaveLength(1);
  });
});
