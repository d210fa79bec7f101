import { describe, expect, it } from 'vitest';
import { batchPace } from './batch-pace.ts';

describe('batch pace', () => {
  it('on PostgreSQL keeps full batches and waits for nobody', async () => {
    const pace = batchPace('postgres', { maxRows: 500, inFlight: () => 3 });
    expect(pace.rows()).toBe(500);
    await pace.run(500, async () => undefined);
    expect(pace.rows()).toBe(500);
    // Resolves although calls are in flight: other connections serve them.
    await pace.giveWay();
  });

  it('on PGlite starts small and sizes batches by the time the last one held the database', async () => {
    let clock = 0;
    const pace = batchPace('pglite', { maxRows: 500, targetMs: 25, now: () => clock });
    expect(pace.rows()).toBe(50);
    // 50 rows took 100 ms: a batch of 12.5 would have fit, and the next is that small at once.
    await pace.run(50, async () => {
      clock += 100;
    });
    expect(pace.rows()).toBe(13);
    // Quick batches grow it halfway towards what would fit: 13 rows in 1 ms fit 325, so 169.
    await pace.run(13, async () => {
      clock += 1;
    });
    expect(pace.rows()).toBe(169);
    // Fast batches grow it, never past the most.
    for (let i = 0; i < 20; i++)
      await pace.run(pace.rows(), async () => {
        clock += 1;
      });
    expect(pace.rows()).toBe(500);
    // A very slow one takes it down to the fewest at once, never under.
    await pace.run(500, async () => {
      clock += 60_000;
    });
    expect(pace.rows()).toBe(10);
  });

  it('on PGlite lets the calls in flight finish before the next batch', async () => {
    let calls = 1;
    const pace = batchPace('pglite', { maxRows: 500, giveWayMs: 600_000, inFlight: () => calls });
    let through = false;
    const waiting = pace.giveWay().then(() => {
      through = true;
    });
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 5));
    expect(through).toBe(false);
    calls = 0;
    await waiting;
    expect(through).toBe(true);
  });

  it('on PGlite goes on after giveWayMs when calls never stop', async () => {
    let clock = 0;
    const pace = batchPace('pglite', {
      maxRows: 500,
      giveWayMs: 100,
      inFlight: () => 1,
      now: () => {
        clock += 10;
        return clock;
      },
    });
    await pace.giveWay();
    expect(clock).toBeGreaterThanOrEqual(100);
  });
});
