import { describe, expect, it, vi } from 'vitest';
import { addressKey, createPublicFormLimiter, unlimitedPublicForms } from './publicFormLimits';

const limits = {
  passwordReset: { points: 3, windowSeconds: 60 },
  registration: { points: 1, windowSeconds: 60 },
};

describe('public form limits', () => {
  it('allows the limit per address and action, then refuses', async () => {
    const limiter = createPublicFormLimiter(limits);
    expect(await limiter.take('passwordReset', '203.0.113.7')).toBe(true);
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
    expect(await limiter.isLimited('passwordReset', '203.0.113.9')).toBe(false);
    for (let i = 0; i < 3; i++) await limiter.take('passwordReset', '203.0.113.9');
    expect(await limiter.isLimited('passwordReset', '203.0.113.9')).toBe(true);
    expect(await limiter.isLimited('passwordReset', '203.0.113.10')).toBe(false);
    expect(await limiter.isLimited('registration', '203.0.113.9')).toBe(false);
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
    expect(await unlimitedPublicForms.isLimited('passwordReset', '203.0.113.12')).toBe(false);
  });
});

describe('addressKey', () => {
  it('keeps IPv4, reads IPv4-mapped IPv6 as IPv4, and keys IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:85a3:12::1')).toBe('2001:db8:85a3:12::/64');
    expect(addressKey('2001:0db8:85a3:0012:abcd:ef01:2345:6789')).toBe('2001:db8:85a3:12::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('counts the addresses of one /64 together', async () => {
    const limiter = createPublicFormLimiter(limits);
    expect(await limiter.take('registration', '2001:db8:1:2::10')).toBe(true);
    expect(await limiter.take('registration', '2001:db8:1:2:ffff::99')).toBe(false);
    expect(await limiter.take('registration', '2001:db8:1:3::10')).toBe(true);
  });
});
