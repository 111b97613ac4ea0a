import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  deliveryStatus,
  nextAttempt,
  OUTBOX_ERROR_MAX_LENGTH,
  OUTBOX_MAX_ATTEMPTS,
  OUTBOX_RETRY_BASE_MS,
  OUTBOX_RETRY_MAX_MS,
  retryCeilingMs,
  storedError,
} from './outbox';

const at = new Date('2026-11-26T10:00:00Z');

describe('the retry schedule', () => {
  it('doubles the ceiling from one minute and stops at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map((n) => retryCeilingMs(n) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(() => retryCeilingMs(0)).toThrow(RangeError);
    expect(() => retryCeilingMs(1.5)).toThrow(RangeError);
  });

  it('waits a random time within the ceiling (full jitter), never before the failure', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: OUTBOX_MAX_ATTEMPTS - 1 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (n, draw) => {
          const decision = nextAttempt({ attemptsMade: n, permanent: false, at }, () => draw);
          expect(decision.retry).toBe(true);
          if (!decision.retry) return;
          const wait = decision.at.getTime() - at.getTime();
          expect(wait).toBeGreaterThanOrEqual(0);
          expect(wait).toBeLessThanOrEqual(retryCeilingMs(n));
          expect(wait).toBeLessThanOrEqual(OUTBOX_RETRY_MAX_MS);
        },
      ),
    );
  });

  it('spreads the waits: the smallest and largest draws give the ends of the window', () => {
    expect(nextAttempt({ attemptsMade: 3, permanent: false, at }, () => 0)).toEqual({ retry: true, at });
    const late = nextAttempt({ attemptsMade: 3, permanent: false, at }, () => 0.999_999_9);
    expect(late.retry && late.at.getTime() - at.getTime()).toBe(Math.floor(0.999_999_9 * 4 * OUTBOX_RETRY_BASE_MS));
    // A random source out of range cannot push a try before the failure or past the ceiling.
    const wild = nextAttempt({ attemptsMade: 1, permanent: false, at }, () => 7);
    expect(wild.retry && wild.at.getTime() - at.getTime()).toBe(OUTBOX_RETRY_BASE_MS);
    expect(nextAttempt({ attemptsMade: 1, permanent: false, at }, () => -1)).toEqual({ retry: true, at });
  });

  it('gives up after the last try, and at once on a permanent refusal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.boolean(), (n, permanent) => {
        const decision = nextAttempt({ attemptsMade: n, permanent, at }, Math.random);
        expect(decision.retry).toBe(!permanent && n < OUTBOX_MAX_ATTEMPTS);
      }),
    );
    expect(nextAttempt({ attemptsMade: 2, permanent: false, at }, Math.random, 2)).toEqual({ retry: false });
  });

  it('worst case, every try happens within about two hours', () => {
    let total = 0;
    for (let n = 1; n < OUTBOX_MAX_ATTEMPTS; n++) total += retryCeilingMs(n);
    expect(total / 60_000).toBe(1 + 2 + 4 + 8 + 16 + 32 + 60);
  });
});

describe('the delivery a message history shows', () => {
  it('reads queued, retrying, sent and failed from the outbox row', () => {
    expect(deliveryStatus({ status: 'queued', attempts: 0, error: null })).toBe('QUEUED');
    expect(deliveryStatus({ status: 'sending', attempts: 1, error: null })).toBe('QUEUED');
    expect(deliveryStatus({ status: 'queued', attempts: 1, error: '451 try later' })).toBe('RETRYING');
    expect(deliveryStatus({ status: 'sending', attempts: 2, error: '451 try later' })).toBe('RETRYING');
    // Taken over after a lapsed lease: the first try never reported, still a retry.
    expect(deliveryStatus({ status: 'sending', attempts: 2, error: null })).toBe('RETRYING');
    expect(deliveryStatus({ status: 'sent', attempts: 3, error: null })).toBe('SENT');
    expect(deliveryStatus({ status: 'failed', attempts: 8, error: '550 no such user' })).toBe('FAILED');
  });
});

describe('stored error texts', () => {
  it('are one line and at most the limit', () => {
    expect(storedError('451 4.7.1\r\n  try again later ')).toBe('451 4.7.1 try again later');
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (text) => {
        const stored = storedError(text);
        expect(stored.length).toBeLessThanOrEqual(OUTBOX_ERROR_MAX_LENGTH);
        expect(stored).not.toMatch(/[\r\n]/);
      }),
    );
  });
});
