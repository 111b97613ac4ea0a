// Time as the service sees it. Every expiry is computed from an injected clock so tests can
// move time forward instead of waiting.

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until a test moves it. */
export interface TestClock extends Clock {
  advance(ms: number): Date;
  advanceMinutes(minutes: number): Date;
  set(date: Date): void;
}

export function createTestClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
      return new Date(current);
    },
    advanceMinutes(minutes) {
      current += minutes * 60_000;
      return new Date(current);
    },
    set(date) {
      current = date.getTime();
    },
  };
}
