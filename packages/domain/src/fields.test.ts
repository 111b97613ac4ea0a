import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, emptyToNull, isCalendarDate } from './fields';

describe('e-mail pattern (§5)', () => {
  it.each(['doctor@demo.example', 'a.b+c@clinic.co.uk', 'x_y@sub.domain.it', 'UPPER@CASE.COM'])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each(['', 'plain', 'no@tld', 'two@@signs.com', 'spa ce@x.com', '@demo.example', 'a@.com', 'a@b.c', 'a@b..com'])(
    'refuses %s',
    (email) => {
      expect(EMAIL_PATTERN.test(email)).toBe(false);
    },
  );
});

describe('empties (§5: stripped before validating, sent as null)', () => {
  it('turns blank strings and undefined into null and trims the rest', () => {
    expect(emptyToNull('')).toBeNull();
    expect(emptyToNull('   ')).toBeNull();
    expect(emptyToNull(undefined)).toBeNull();
    expect(emptyToNull(' x ')).toBe('x');
    expect(emptyToNull(0)).toBe(0);
  });
});

describe('calendar dates', () => {
  it('accepts real dates only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('29/02/2024')).toBe(false);
  });
});
