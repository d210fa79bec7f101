/**
 * Runs `run` once the browser has nothing more urgent to do (at most `timeoutMs` later); returns a
 * cancel. Where requestIdleCallback is missing (Safari, jsdom) it runs on the next task.
 */
export function whenIdle(run: () => void, timeoutMs = 500): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}
