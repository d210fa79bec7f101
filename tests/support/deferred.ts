/** A promise the test settles by hand, so a "running" state lasts exactly as long as the test wants. */
export function deferred<T = unknown>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A rejection the component has already handled must not also fail the run as "unhandled".
  promise.catch(() => {});
  return { promise, resolve, reject };
}
