import { describe, expect, it } from 'vitest';
import { i18n, setupI18n } from '@lingui/core';
import { messages as german } from '../../locales/de/messages';
import { messages as hebrew } from '../../locales/he/messages';
import { reasonLabel, reasonText } from './attentionWording';

describe('attention wording', () => {
  it('says each reason in one line, in clinical words', () => {
    expect(reasonText(i18n, { kind: 'OVERDUE', nextVisitDate: '2026-06-10', daysOverdue: 1 })).toBe(
      'Next visit was due on 10/06/2026, 1 day ago',
    );
    expect(reasonText(i18n, { kind: 'NO_RECENT_TEST', lastTestAt: '2026-05-01T09:05:00.000Z', daysWithoutTest: 45 })).toBe(
      'No test for 45 days (last on 01/05/2026)',
    );
    expect(reasonText(i18n, { kind: 'NO_RECENT_TEST', lastTestAt: null, daysWithoutTest: 31 })).toBe(
      'Never tested since the account was opened 31 days ago',
    );
    expect(
      reasonText(i18n, {
        kind: 'WORSENED',
        measure: 'ACT_HORIZONTAL_DEVIATION',
        correction: 'WITHOUT_GLASSES',
        unit: 'PRISM_DIOPTRES',
        previous: 4,
        latest: 12,
        previousDate: '2026-03-13',
        threshold: 5,
      }),
    ).toBe('ACT horizontal deviation worse without glasses since the previous measurement (13/03/2026): 4 Δ → 12 Δ (threshold 5 Δ)');
    expect(
      reasonText(i18n, {
        kind: 'WORSENED',
        measure: 'STEREO_ACUITY',
        correction: 'WITH_GLASSES',
        unit: 'ARCSEC',
        previous: 60,
        latest: null,
        previousDate: '2026-03-13',
        threshold: 100,
      }),
    ).toBe('Stereo acuity worse with glasses since the previous measurement (13/03/2026): 60" → No stereo (threshold 100")');
    expect(
      reasonText(i18n, {
        kind: 'FAILED_NOT_RETAKEN',
        testType: 'CHART_VA',
        correction: 'WITHOUT_GLASSES',
        failedAt: '2026-06-12T09:05:00.000Z',
        outcome: 'test aborted by user',
      }),
    ).toBe('Visual acuity (chart) without glasses failed on 12/06/2026 and was not retaken (test aborted by user)');
  });

  it("gives the device's known outcomes in the reader's language, and any other text as it came", () => {
    const de = setupI18n({ locale: 'de', messages: { de: german } });
    const failed = (outcome: string) =>
      reasonText(de, {
        kind: 'FAILED_NOT_RETAKEN',
        testType: 'ACT',
        correction: 'WITHOUT_GLASSES',
        failedAt: '2026-03-03T09:05:00.000Z',
        outcome,
      });
    expect(failed('eye tracker calibration failed')).toBe(
      'ACT ohne Brille am 03/03/2026 fehlgeschlagen und nicht wiederholt (Kalibrierung des Eyetrackers fehlgeschlagen)',
    );
    // Written by the device in its own case, with spaces around: still the known outcome.
    expect(failed(' Test Failed ')).toContain('(Test fehlgeschlagen)');
    expect(failed('lens fogged up')).toContain('(lens fogged up)');
  });

  it('labels each kind', () => {
    expect(['OVERDUE', 'NO_RECENT_TEST', 'WORSENED', 'FAILED_NOT_RETAKEN'].map((kind) => reasonLabel(i18n, kind))).toEqual([
      'Overdue',
      'No recent test',
      'Worse',
      'Failed test',
    ]);
  });

  it('keeps the readings and the arrow of a worsening in reading order in Hebrew', () => {
    const he = setupI18n({ locale: 'he', messages: { he: hebrew } });
    const line = reasonText(he, {
      kind: 'WORSENED',
      measure: 'ACT_HORIZONTAL_DEVIATION',
      correction: 'WITH_GLASSES',
      unit: 'PRISM_DIOPTRES',
      previous: 6,
      latest: 14,
      previousDate: '2026-03-13',
      threshold: 5,
    });
    // One left-to-right run (first strong isolate … pop) for "6 Δ → 14 Δ", another for the threshold.
    expect(line).toContain('\u20666 Δ → 14 Δ\u2069');
    expect(line).toContain('\u20665 Δ\u2069');
  });

  it('names the baseline of a worsening in Hebrew, its date and readings each one left-to-right run, in reading order', () => {
    const he = setupI18n({ locale: 'he', messages: { he: hebrew } });
    const line = reasonText(he, {
      kind: 'WORSENED',
      measure: 'STEREO_ACUITY',
      correction: 'WITHOUT_GLASSES',
      unit: 'ARCSEC',
      previous: 100,
      latest: 200,
      previousDate: '2026-03-13',
      threshold: 100,
    });
    expect(line).toContain('מאז המדידה הקודמת (\u206613/03/2026\u2069)');
    expect(line).toContain('\u2066100" → 200"\u2069');
    // The earlier reading comes first in the run, whatever the paragraph's direction: never "200 ← 100".
    expect(line.indexOf('100" →')).toBeLessThan(line.indexOf('→ 200"'));
    expect(line).not.toContain('←');
  });
});
