import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { activateLanguage } from '../../i18n/language';
import { changeText, readingText, withUnit } from './progressWording';

const course = (change: number | null, direction: string, visits = 2, unit = 'LOG_MAR') => ({
  unit,
  first: { visitDate: '2026-06-02T09:00:00.000Z' },
  change,
  direction,
  series: Array.from({ length: visits }, () => ({ value: 0.2 })),
});

describe('progress wording', () => {
  it('writes readings with their unit, a deviation with its direction, no stereo in words', () => {
    expect(withUnit('PRISM_DIOPTRES', 12)).toBe('12 Δ');
    expect(withUnit('ARCSEC', 40)).toBe('40"');
    expect(withUnit('LOG_MAR', 0.30000000000000004)).toBe('0.3 logMAR');
    expect(readingText(i18n, 'PRISM_DIOPTRES', { value: 0, deviationDirection: 'Ortho' })).toBe('0 Δ Ortho');
    expect(readingText(i18n, 'ARCSEC', { value: null })).toBe('No stereo');
  });

  it("gives the device's known directions in the reader's language, any other as it came", async () => {
    await activateLanguage('it');
    expect(readingText(i18n, 'PRISM_DIOPTRES', { value: 0, deviationDirection: 'None' })).toBe('0 Δ Nessuna');
    expect(readingText(i18n, 'PRISM_DIOPTRES', { value: 2, deviationDirection: ' right hyper' })).toBe('2 Δ Iper destra');
    expect(readingText(i18n, 'PRISM_DIOPTRES', { value: 0, deviationDirection: 'Ortho' })).toBe('0 Δ Orto');
    await activateLanguage('zh');
    expect(readingText(i18n, 'PRISM_DIOPTRES', { value: 0, deviationDirection: 'Ortho' })).toBe('0 Δ 正位');
    expect(readingText(i18n, 'PRISM_DIOPTRES', { value: 12, deviationDirection: 'Exo' })).toBe('12 Δ 外斜');
    await activateLanguage('he');
    expect(readingText(i18n, 'PRISM_DIOPTRES', { value: 0, deviationDirection: 'Ortho' })).toContain('אורתו');
    expect(readingText(i18n, 'PRISM_DIOPTRES', { value: 0, deviationDirection: 'Ortho' })).not.toContain('Ortho');
    await activateLanguage('en');
    expect(readingText(i18n, 'PRISM_DIOPTRES', { value: 12, deviationDirection: 'Exo' })).toBe('12 Δ Exo');
  });

  it('words the change without a sign, naming its baseline: the first visit and its date', () => {
    expect(changeText(i18n, course(-0.2, 'BETTER'))).toBe('Improved by 0.2 logMAR since the first visit (02/06/2026)');
    expect(changeText(i18n, course(0.3, 'WORSE'))).toBe('Worse by 0.3 logMAR since the first visit (02/06/2026)');
    expect(changeText(i18n, course(null, 'BETTER'))).toBe('Improved since the first visit (02/06/2026)');
    expect(changeText(i18n, course(null, 'WORSE'))).toBe('Worse since the first visit (02/06/2026)');
    // A move smaller than retest noise is not called "unchanged".
    expect(changeText(i18n, course(-0.1, 'UNCHANGED'))).toBe('Within retest variation since the first visit (02/06/2026)');
    expect(changeText(i18n, course(0, 'UNCHANGED'))).toBe('Unchanged since the first visit (02/06/2026)');
    expect(changeText(i18n, course(0, 'UNCHANGED', 1))).toBe('Measured once');
  });

  it('keeps the amount and the date left to right in Hebrew', async () => {
    await activateLanguage('he');
    const worse = changeText(i18n, course(8, 'WORSE', 2, 'PRISM_DIOPTRES'));
    expect(worse).toContain('\u20668 Δ\u2069');
    expect(worse).toContain('\u206602/06/2026\u2069');
    expect(worse).toMatch(/^החמיר/);
    await activateLanguage('en');
  });
});
