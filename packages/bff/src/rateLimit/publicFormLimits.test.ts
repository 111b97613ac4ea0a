import { describe, expect, it, vi } from 'vitest';
import { createPublicFormLimiter, unlimitedPublicForms } from './publicFormLimits';

const limits = {
  signInFailure: { points: 3, windowSeconds: 60 },
  passwordReset: { points: 2, windowSeconds: 60 },
  registration: { points: 1, windowSeconds: 60 },
};

describe('public form limits', () => {
  it('allows the limit per address and action, then refuses', async () => {
    const limiter = createPublicFormLimiter(limits);
    expect(await limiter.take('passwordReset', '203.0.113.7')).toBe(true);
    expect(await limiter.take('passwordReset', '203.0.113.7')).toBe(true);
    expect(await limiter.take('passwordReset', '203.0.113.7')).toBe(false);
    // Another address and another form keep their own counts.
    expect(await limiter.take('passwordReset', '198.51.100.2')).toBe(true);
    expect(await limiter.take('registration', '203.0.113.7')).toBe(true);
    expect(await limiter.take('registration', '203.0.113.7')).toBe(false);
  });

  it('tells a used-up address without counting', async () => {
    const limiter = createPublicFormLimiter(limits);
    expect(await limiter.isLimited('signInFailure', '203.0.113.9')).toBe(false);
    for (let i = 0; i < 3; i++) await limiter.take('signInFailure', '203.0.113.9');
    expect(await limiter.isLimited('signInFailure', '203.0.113.9')).toBe(true);
    expect(await limiter.isLimited('signInFailure', '203.0.113.10')).toBe(false);
    expect(await limiter.isLimited('passwordReset', '203.0.113.9')).toBe(false);
  });

  it('opens again when the window has passed', async () => {
    vi.useFakeTimers();
    try {
      const limiter = createPublicFormLimiter(limits);
      expect(await limiter.take('registration', '203.0.113.11')).toBe(true);
      expect(await limiter.take('registration', '203.0.113.11')).toBe(false);
      vi.advanceTimersByTime(61_000);
      expect(await limiter.take('registration', '203.0.113.11')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('has an unlimited stand-in', async () => {
    for (let i = 0; i < 100; i++) expect(await unlimitedPublicForms.take('registration', '203.0.113.12')).toBe(true);
    expect(await unlimitedPublicForms.isLimited('signInFailure', '203.0.113.12')).toBe(false);
  });
});
