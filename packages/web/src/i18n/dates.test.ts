import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './dates';

describe('date formatting (dd/mm/yyyy, 24-hour time)', () => {
  const afternoon = new Date(2025, 0, 5, 14, 3, 59);

  it('writes the day first, with leading zeros', () => {
    expect(formatDate(afternoon)).toBe('05/01/2025');
  });

  it('writes 24-hour time without seconds', () => {
    expect(formatDateTime(afternoon)).toBe('05/01/2025 14:03');
    expect(formatTime(new Date(2025, 11, 31, 0, 7))).toBe('00:07');
  });

  it('reads ISO strings in local time', () => {
    expect(formatDateTime('2024-02-29T23:59:00')).toBe('29/02/2024 23:59');
    expect(formatDate('2024-02-29')).toBe('29/02/2024');
  });

  it('keeps date and time in reading order on a right-to-left page', () => {
    document.documentElement.dir = 'rtl';
    try {
      expect(formatDateTime(afternoon)).toBe('\u206605/01/2025 14:03\u2069');
      expect(formatDate(afternoon)).toBe('05/01/2025');
    } finally {
      document.documentElement.dir = 'ltr';
    }
    expect(formatDateTime(afternoon)).toBe('05/01/2025 14:03');
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
