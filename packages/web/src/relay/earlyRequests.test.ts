import { describe, expect, it } from 'vitest';
import { EARLY_RESPONSE_MS, keepEarlyResponse, takeEarlyResponse } from './earlyRequests';

const answered = () => Promise.resolve(new Response('{}'));

describe('responses of queries sent ahead of Relay', () => {
  it('are taken once, by the same document with the same variables in any order, absent the same as null', () => {
    const response = answered();
    keepEarlyResponse('doc-1', { id: 'p1', search: null, filters: { b: 2, a: [1, 2] } }, response, 1_000);
    expect(takeEarlyResponse('doc-2', { id: 'p1' }, 1_001)).toBeUndefined();
    expect(takeEarlyResponse('doc-1', { id: 'p2' }, 1_001)).toBeUndefined();
    // Relay sends every declared variable, in its own order.
    expect(takeEarlyResponse('doc-1', { filters: { a: [1, 2], b: 2 }, id: 'p1', after: undefined }, 1_002)).toBe(response);
    expect(takeEarlyResponse('doc-1', { id: 'p1', filters: { a: [1, 2], b: 2 } }, 1_003)).toBeUndefined();
  });

  it('are not taken for other list values or after their time, and a query without an id takes none', () => {
    keepEarlyResponse('doc-1', { genders: ['MALE'] }, answered(), 5_000);
    expect(takeEarlyResponse('doc-1', { genders: ['FEMALE'] }, 5_001)).toBeUndefined();
    expect(takeEarlyResponse(null, { genders: ['MALE'] }, 5_001)).toBeUndefined();
    expect(takeEarlyResponse('doc-1', { genders: ['MALE'] }, 5_000 + EARLY_RESPONSE_MS + 1)).toBeUndefined();
  });

  it('never report a failure nobody took', async () => {
    const failed = Promise.reject(new Error('offline'));
    keepEarlyResponse('doc-3', {}, failed, 9_000);
    // An unhandled rejection would fail the run; the one who takes it still sees the failure.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEarlyResponse('doc-3', {}, 9_001)).rejects.toThrow('offline');
  });
});
