import { describe, expect, it } from 'vitest';
import { CallerBusyError, createFairShare, timeoutSpread } from './fairShare';

/** A task that runs until released, counting how many of a caller's run at once. */
function held() {
  let running = 0;
  let peak = 0;
  const releases: (() => void)[] = [];
  const task = () =>
    new Promise<void>((resolve) => {
      running += 1;
      peak = Math.max(peak, running);
      releases.push(() => {
        running -= 1;
        resolve();
      });
    });
  const releaseAll = async () => {
    while (releases.length > 0 || running > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { task, releaseAll, peak: () => peak, running: () => running };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a caller’s lane', () => {
  it('runs a browser’s worth of calls at once for a caller alone, and queues the rest in order', async () => {
    const share = createFairShare({ inFlight: 6, sharedInFlight: 2, queue: 10 });
    const heavy = held();
    const order: number[] = [];
    const calls = Array.from({ length: 9 }, (_, i) => share.run('user:a', () => heavy.task().then(() => order.push(i))));
    await tick();
    expect(heavy.running()).toBe(6);
    await heavy.releaseAll();
    await Promise.all(calls);
    expect(heavy.peak()).toBe(6);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(share.busyCallers).toBe(0);
  });

  it('gives each caller fewer calls at once while another caller is active, and answers the other at once', async () => {
    let clock = 0;
    const share = createFairShare({ inFlight: 6, sharedInFlight: 2, queue: 100, now: () => clock });
    await share.run('user:other', async () => undefined);
    const heavy = held();
    const calls = Array.from({ length: 10 }, () => share.run('user:heavy', heavy.task));
    await tick();
    expect(heavy.running()).toBe(2);
    await expect(share.run('user:other', async () => 'answered')).resolves.toBe('answered');
    // Once the other caller has been idle long enough, the heavy caller's lane widens again.
    clock += 10_000;
    await heavy.releaseAll();
    await Promise.all(calls);
    expect(heavy.peak()).toBeGreaterThan(2);
  });

  it('keeps a page’s two calls side by side while others are active, but a backlogged caller to one at a time', async () => {
    const share = createFairShare({ inFlight: 6, sharedInFlight: 2, backloggedInFlight: 1, queue: 100 });
    await share.run('user:other', async () => undefined);
    const page = held();
    const pageCalls = [share.run('user:page', page.task), share.run('user:page', page.task)];
    await tick();
    expect(page.running()).toBe(2);
    await page.releaseAll();
    await Promise.all(pageCalls);
    // A flood: two start before the queue builds, then one at a time until it has drained.
    const flood = held();
    const floodCalls = Array.from({ length: 6 }, () => share.run('user:flood', flood.task));
    await tick();
    expect(flood.running()).toBe(2);
    await flood.releaseAll();
    await Promise.all(floodCalls);
    expect(flood.peak()).toBe(2);
  });

  it('refuses a call past the queue, and only that caller’s', async () => {
    const share = createFairShare({ inFlight: 1, sharedInFlight: 1, queue: 2 });
    const heavy = held();
    const calls = [share.run('user:a', heavy.task), share.run('user:a', heavy.task), share.run('user:a', heavy.task)];
    await expect(share.run('user:a', heavy.task)).rejects.toBeInstanceOf(CallerBusyError);
    await expect(share.run('user:b', async () => 'fine')).resolves.toBe('fine');
    await heavy.releaseAll();
    await Promise.all(calls);
  });
});

describe('the breaker’s view of timeouts', () => {
  it('counts a timeout as the service’s once three callers met one, or every active caller did', () => {
    let clock = 0;
    const spread = timeoutSpread({ minCallers: 3, windowMs: 30_000, now: () => clock });
    for (const caller of ['a', 'b', 'c', 'd']) spread.called(caller);
    expect(spread.spread('a')).toBe(false);
    expect(spread.spread('a')).toBe(false);
    expect(spread.spread('b')).toBe(false);
    expect(spread.spread('c')).toBe(true);
    clock += 60_000;
    spread.called('solo');
    expect(spread.spread('solo')).toBe(true);
  });
});
