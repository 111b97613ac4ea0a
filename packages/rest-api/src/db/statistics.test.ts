import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from './database';
import { refreshStatisticsPeriodically } from './statistics';

const fakeDb = (engine: Database['engine']) => {
  const exec = vi.fn(async (_sql: string) => undefined);
  return { db: { engine, exec } as unknown as Database, exec };
};

afterEach(() => vi.useRealTimers());

describe('planner statistics of the embedded database', () => {
  it('analyses PGlite on every period until stopped', async () => {
    vi.useFakeTimers();
    const { db, exec } = fakeDb('pglite');
    const stop = refreshStatisticsPeriodically(db, { everyMs: 1000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(exec).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2001);
    expect(exec.mock.calls).toEqual([['analyze'], ['analyze'], ['analyze']]);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(exec).toHaveBeenCalledTimes(3);
  });

  it('leaves PostgreSQL to its autovacuum', async () => {
    vi.useFakeTimers();
    const { db, exec } = fakeDb('postgres');
    refreshStatisticsPeriodically(db, { everyMs: 1000 })();
    await vi.advanceTimersByTimeAsync(5000);
    expect(exec).not.toHaveBeenCalled();
  });

  it('reports a failed run and keeps going', async () => {
    vi.useFakeTimers();
    const { db, exec } = fakeDb('pglite');
    exec.mockRejectedValueOnce(new Error('busy'));
    const onError = vi.fn();
    const stop = refreshStatisticsPeriodically(db, { everyMs: 1000, onError });
    await vi.advanceTimersByTimeAsync(2000);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(exec).toHaveBeenCalledTimes(2);
    stop();
  });
});
