// Progress at a glance on the patient record: first, best and latest with their dates, the change in
// clinical words with an icon beside it (colour is not the only cue), a sparkline per measure, the
// Hebrew wording, and a note when no key measure was taken yet.
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { activateLanguage } from '../../i18n/language';
import { patient, renderPatient } from '../patientRecord/patientRecordTestSupport';

const reading = (visitDate: string, value: number | null, deviationDirection: string | null = null) => ({
  visitDate,
  value,
  deviationDirection,
});

const PROGRESS = [
  {
    measure: 'ACT_HORIZONTAL_DEVIATION',
    opticalCorrection: 'WITHOUT_GLASSES',
    unit: 'PRISM_DIOPTRES',
    betterWhen: 'LOWER',
    first: reading('2026-03-02T09:00:00.000Z', 14, 'Exo'),
    best: reading('2026-06-01T09:00:00.000Z', 4, 'Exo'),
    latest: reading('2026-08-03T09:00:00.000Z', 6, 'Exo'),
    change: -8,
    direction: 'BETTER',
    series: [{ value: 14 }, { value: 9 }, { value: 4 }, { value: 6 }],
  },
  {
    measure: 'CHART_VA_LEFT_EYE',
    opticalCorrection: 'WITH_GLASSES',
    unit: 'LOG_MAR',
    betterWhen: 'LOWER',
    first: reading('2026-03-02T09:00:00.000Z', 0.1),
    best: reading('2026-03-02T09:00:00.000Z', 0.1),
    latest: reading('2026-08-03T09:00:00.000Z', 0.4),
    change: 0.3,
    direction: 'WORSE',
    series: [{ value: 0.1 }, { value: 0.4 }],
  },
  {
    measure: 'STEREO_ACUITY',
    opticalCorrection: 'WITH_GLASSES',
    unit: 'ARCSEC',
    betterWhen: 'LOWER',
    first: reading('2026-03-02T09:00:00.000Z', null),
    best: reading('2026-08-03T09:00:00.000Z', 200),
    latest: reading('2026-08-03T09:00:00.000Z', 200),
    change: null,
    direction: 'BETTER',
    series: [{ value: null }, { value: 200 }],
  },
];

const panel = async () => screen.findByRole('region', { name: 'Progress at a glance' });

describe('Progress at a glance', { timeout: 30_000 }, () => {
  it('shows first, best and latest with their visit dates and the change in clinical words', async () => {
    renderPatient(patient({ progress: PROGRESS }));
    const table = within(await panel()).getByRole('table', { name: 'Progress at a glance' });
    const [, act, va, stereo] = within(table).getAllByRole('row');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Measure', 'First', 'Best', 'Latest', 'Change since the first visit', 'Every visit']);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(act)).toEqual([
      'ACT horizontal deviationWithout glasses',
      '14 Δ Exo02/03/2026',
      '4 Δ Exo01/06/2026',
      '6 Δ Exo03/08/2026',
      'Improved by 8 Δ since the first visit (02/03/2026)',
      expect.any(String),
    ]);
    expect(cells(va)[4]).toBe('Worse by 0.3 logMAR since the first visit (02/03/2026)');
    expect(cells(stereo).slice(1, 5)).toEqual([
      'No stereo02/03/2026',
      '200"03/08/2026',
      '200"03/08/2026',
      'Improved since the first visit (02/03/2026)',
    ]);
    // The direction is in words and an icon, the colour only repeats it.
    expect(act).toHaveAttribute('data-direction', 'BETTER');
    expect(within(act).getByRole('img', { name: 'ACT horizontal deviation, 4 visits, oldest first: 14 Δ, 9 Δ, 4 Δ, 6 Δ' })).toBeVisible();
    expect(within(stereo).getByRole('img').querySelectorAll('circle')).toHaveLength(2);
    // The sparklines' key says which visits they draw and which way is better.
    expect(
      within(await panel()).getByText(
        'Every visit: one point per visit that measured it, oldest first in reading order, the latest filled; higher is better for every measure, whichever way its numbers go; a hollow point is no stereo.',
      ),
    ).toBeVisible();
  });

  it('reads in Hebrew', async () => {
    await act(() => activateLanguage('he'));
    renderPatient(patient({ progress: PROGRESS }));
    const region = await screen.findByRole('region', { name: 'התקדמות במבט חטוף' });
    // The amount and the first visit's date are left-to-right runs inside the Hebrew sentence.
    expect(within(region).getByText('השתפר ב-\u20668 Δ\u2069 מאז הביקור הראשון (\u206602/03/2026\u2069)')).toBeVisible();
    expect(within(region).getByText('החמיר ב-\u20660.3 logMAR\u2069 מאז הביקור הראשון (\u206602/03/2026\u2069)')).toBeVisible();
    expect(within(region).getByText(/^כל הביקורים: נקודה לכל ביקור/)).toBeVisible();
    expect(within(region).getAllByText('אין סטריאו').length).toBeGreaterThan(0);
  });

  it('says so when no key measure was taken yet', async () => {
    renderPatient(patient({ progress: [] }));
    expect(
      within(await panel()).getByText('No key measure (ACT, stereo acuity, chart visual acuity, fusional reserve) has been taken yet.'),
    ).toBeVisible();
  });
});
