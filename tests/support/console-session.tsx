import { act, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, inject } from 'vitest';
import type { LoginResult, SelectBrandResult } from '../../contract/auth.ts';
import type { Envelope } from '../../contract/envelope.ts';
import { liveEventPaths } from '../../contract/live-events.ts';
import { App } from '../../src/app.tsx';
import { createAppActors } from '../../src/app-actors.ts';

/**
 * Screen tests: the real console over the real in-process API server (tests/support/api-server.global.ts),
 * one server for every client test file, so names a file makes carry a tag of its own.
 */
export const apiUrl = inject('apiUrl');

/** A cookie-less POST to the API in Demo Brand (brand 1) unless `brandId` says otherwise. */
export async function call<T>(
  path: string,
  body: unknown,
  token?: string,
  brandId = 1,
): Promise<Envelope<T>> {
  const send = () =>
    fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        BrandId: String(brandId),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  // A keep-alive socket the server closed as the request left ("other side closed", seen on a busy
  // machine) is reset on reuse: the request never reached the server, so it is sent once more.
  const res = await send().catch(send);
  return (await res.json()) as Envelope<T>;
}

/** A cookie-less GET to the API (the delete calls are GETs, with their ids in the query). */
export async function callGet<T>(
  path: string,
  query: string,
  token: string,
  brandId = 1,
): Promise<Envelope<T>> {
  const send = () =>
    fetch(`${apiUrl}${path}?${query}`, {
      headers: { BrandId: String(brandId), Authorization: `Bearer ${token}` },
    });
  const res = await send().catch(send);
  return (await res.json()) as Envelope<T>;
}

/**
 * The console's transport in tests, as a browser's: a request sent on a kept-alive connection that the
 * server closed as idle just then fails before the server read it ("other side closed", ECONNRESET),
 * which a browser sends again on a new connection and Node's fetch does not. On a saturated CPU the
 * client notices the idle timeout late, so without this a screen's background read fails at random
 * and the screen waits for an answer that never comes.
 */
export const browserFetch: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init);
  } catch (error) {
    const cause = error instanceof TypeError ? (error.cause as { code?: string } | undefined) : undefined;
    const reset = cause?.code === 'UND_ERR_SOCKET' || cause?.code === 'ECONNRESET';
    if (!reset || init?.signal?.aborted) throw error;
    return fetch(input, init);
  }
};

export type SignedIn = { token: string; userInfo: LoginResult['userInfo'] } & SelectBrandResult;

/** Signs in and chooses Demo Brand (or `brandId`); null when the sign-in is refused. */
export async function trySignIn(user: string, password: string, brandId = 1): Promise<SignedIn | null> {
  const login = await call<LoginResult>('/auth/brandmanager/userpwd.html', { user, password });
  if (login.code !== 0) return null;
  const token = login.data.token;
  const brand = await call<SelectBrandResult>('/auth/brand/userselectbrand.html', { brandId }, token);
  return { token, userInfo: login.data.userInfo, ...brand.data };
}

export async function signIn(user: string, password: string, brandId = 1): Promise<SignedIn> {
  const session = await trySignIn(user, password, brandId);
  if (!session) throw new Error(`${user} cannot sign in`);
  return session;
}

let actors: ReturnType<typeof createAppActors> | null = null;
afterEach(() => {
  actors?.session.stop();
  actors?.toast.stop();
  actors = null;
});

/**
 * The console as `user` finds it after signing in and choosing Demo Brand (or `brandId`), opened at
 * `hash`: storage as the session machine leaves it, the app rendered, and a user-event instance.
 */
/**
 * `browserFetch` with the live stream held: its request never answers (until the console gives it
 * up), so no change reaches the open screen. A test of what a screen does when its rows changed before
 * the news arrived (a refusal of a row deleted elsewhere) holds it, or the row would leave first.
 */
/** The address a `fetch` was called with, whichever form it was given in. */
export function urlOf(input: Parameters<typeof fetch>[0]): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

const heldStreamFetch: typeof fetch = (input, init) => {
  const url = urlOf(input);
  if (!url.includes(liveEventPaths.stream)) return browserFetch(input, init);
  return new Promise((_resolve, reject) =>
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );
};

/**
 * `base` with the calls to `path` held until `until` settles (then sent to the server as they were),
 * and `answered` noting each call's path once its answer is in: a test that needs one answer to come
 * after another says so, whatever the machine's load.
 */
export function holdingFetch(base: typeof fetch, path: string, until: Promise<void>) {
  const answered: string[] = [];
  const held: typeof fetch = async (input, init) => {
    const { pathname } = new URL(urlOf(input));
    if (pathname === path) await until;
    const response = await base(input, init);
    answered.push(pathname);
    return response;
  };
  return { fetch: held, answered };
}

export async function openConsole(
  hash: string,
  user = 'admin',
  password = 'admin123',
  brandId = 1,
  options: { stream?: 'held'; fetch?: typeof fetch } = {},
) {
  const session = await signIn(user, password, brandId);
  sessionStorage.clear();
  sessionStorage.setItem('token', session.token);
  sessionStorage.setItem('userinfo', JSON.stringify(session.userInfo));
  sessionStorage.setItem('brand', JSON.stringify(session.brand));
  sessionStorage.setItem('menu', JSON.stringify(session.roleMenu));
  window.location.hash = hash;
  actors = createAppActors({
    baseURL: apiUrl,
    fetch: options.fetch ?? (options.stream === 'held' ? heldStreamFetch : browserFetch),
  });
  const userEventInstance = userEvent.setup();
  render(<App actors={actors} />);
  // The screen's code is transformed on its first import, which on a busy machine takes longer than a
  // query waits: the console is handed to the test once the routed screen has loaded.
  await waitFor(
    () => {
      if (document.querySelector('.route-loading')) throw new Error('the screen is still loading');
    },
    { timeout: 60_000 },
  );
  return { user: userEventInstance, token: session.token };
}

/**
 * The undo toast a change raised (`data-undo`), once it offers 撤销: what a member meets after a delete
 * an undo takes back, where "are you sure?" used to be (issue 43). With `text`, the toast saying it.
 */
export function findUndoToast(text?: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = [...document.querySelectorAll<HTMLElement>('[data-undo]')].find(
      (el) => text === undefined || el.textContent?.includes(text),
    );
    if (!toast) throw new Error(text === undefined ? 'no undo toast' : `no undo toast saying ${text}`);
    within(toast).getByRole('button', { name: '撤销' });
    return toast;
  });
}

/**
 * What the toasts say once the failures met so far have had their turn: a failed call's toast comes a
 * task after its rejection (`inPlace` in src/services/http.ts), and this waits for a task queued after
 * it. Read from the toasts' queue, which holds a toast's words at once, while its view (a chunk of its
 * own, loaded with the first toast) may still be on its way.
 */
export async function toastsSay(): Promise<string> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return (actors?.toast.getSnapshot().context.entries ?? []).map((e) => e.message).join('\n');
}
