import { describe, expect, it } from 'vitest';
import { format, isValid, parseISO } from 'date-fns';
import { formatDate, formatDateTime, formatDateTimeSeconds, formatTime } from './dates';

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

  it('reads ISO strings as date-fns does (what it replaced)', () => {
    const texts = [
      '2024-02-29',
      '2023-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-04-31',
      '2024-12-31T23:59:59.999Z',
      '2025-01-05T14:03:27.123456Z',
      '2025-01-05T14:03:27+02:00',
      '2025-01-05T14:03:27-0530',
      '2025-01-05T14:03+01',
      '2025-01-05T24:00:00',
      '2025-01-05T24:00:01',
      '2025-01-05T25:00:00',
      '2025-01-05T10:60:00',
      '2025-01-05 08:15:00',
      '2025-06-15T08:15:00.5',
      '0999-06-15',
      'not a date',
      '2025-1-5',
    ];
    for (let i = 0; i < 200; i += 1) {
      // Instants across years, in UTC and with offsets, as the API sends them.
      const instant = new Date(
        Date.UTC(1950 + ((i * 7) % 100), (i * 5) % 12, 1 + ((i * 11) % 28), (i * 13) % 24, (i * 17) % 60, (i * 19) % 60, (i * 23) % 1000),
      );
      texts.push(
        instant.toISOString(),
        instant.toISOString().replace('Z', i % 2 ? '+03:30' : '-11:00'),
        instant.toISOString().slice(0, 10),
      );
    }
    for (const text of texts) {
      const parsed = parseISO(text);
      const expected = isValid(parsed) ? format(parsed, 'dd/MM/yyyy HH:mm:ss') : '';
      expect(formatDateTimeSeconds(text), text).toBe(expected);
    }
  });
});
