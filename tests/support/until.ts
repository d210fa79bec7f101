/**
 * Reads until `ok` holds and answers that value: a test waiting for a job or a delivery to reach a
 * state. The limit is for a hang (a job that never runs), not for pace: a saturated two-core machine
 * takes many times a quiet one's time.
 */
export async function until<T>(read: () => Promise<T> | T, ok: (v: T) => boolean, ms = 90_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out; last value ${JSON.stringify(v).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
