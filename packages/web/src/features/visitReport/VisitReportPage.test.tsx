// The printable visit report: the facts, a section per test taken at the visit with the visit
// and the two before it (never a later one), the PDF link in the reader's language and zone,
// and the §8 not-found state; only doctors see it.
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { loadQuery, useRelayEnvironment } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { VisitReportPageQuery } from '../../__generated__/VisitReportPageQuery.graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { firstDashboardPath } from '../shell/dashboardTabs';
import { actResult, autoVaResult, visitDate, visitsOf } from '../testResults/testResultsTestSupport';
import { VisitReportPage, visitReportPageQuery } from './VisitReportPage';

const VISIT_ID = 'visit-3';

function RouteLike() {
  const environment = useRelayEnvironment();
  const [queryRef] = useState(() => loadQuery<VisitReportPageQuery>(environment, visitReportPageQuery, { id: VISIT_ID }));
  return (
    <Suspense fallback={<p>loading</p>}>
      <VisitReportPage queryRef={queryRef} />
    </Suspense>
  );
}

function renderReport(resolvers: MockResolvers) {
  const rendered = renderWithProviders(<RouteLike />, {
    path: '/dashboard/visit-report',
    initialEntry: `/dashboard/visit-report?id=${VISIT_ID}`,
    otherRoutes: { '/dashboard/Patient': 'Patient page', [firstDashboardPath('ADMIN') ?? '/NotFound']: 'Admin dashboard' },
  });
  act(() => {
    rendered.environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers));
  });
  return rendered;
}

// Five monthly visits; the report is of the third: the fourth and fifth came later.
const history = [5, 4, 3, 2, 1].map((month) => ({
  id: `visit-${month}`,
  month,
  results: [actResult('WITHOUT_GLASSES', month * 2), autoVaResult('WITH_GLASSES', 0.3, 0.1, null)],
}));

const doctor: MockResolvers = {
  Viewer: () => ({ id: 'viewer-1', role: 'DOCTOR', fullName: 'Giulia Conti', site: { name: 'Clinica Aurora' } }),
};

const reportOfVisit3: MockResolvers = {
  ...doctor,
  Node: () => ({ __typename: 'Visit' }),
  // Only the visit node(id:) answers; the history's visits keep the data given below.
  Visit: (context) =>
    context.path?.length !== 1
      ? undefined
      : {
          id: VISIT_ID,
          visitDate: visitDate(3),
          nextVisit: '2026-04-05T00:00:00.000Z',
          treatmentDurationMonths: 6,
          testCount: 2,
          resultCount: 2,
          testTypes: ['ACT', 'AUTO_VA'],
          testResults: history[2]!.results,
          // The server's summary up to this visit (visits 1 to 3): 2, 4 then 6 Δ.
          progress: [
            {
              measure: 'ACT_HORIZONTAL_DEVIATION',
              opticalCorrection: 'WITHOUT_GLASSES',
              unit: 'PRISM_DIOPTRES',
              betterWhen: 'LOWER',
              first: { visitDate: visitDate(1), value: 2, deviationDirection: 'Exo' },
              best: { visitDate: visitDate(1), value: 2, deviationDirection: 'Exo' },
              latest: { visitDate: visitDate(3), value: 6, deviationDirection: 'Exo' },
              change: 4,
              direction: 'UNCHANGED',
              series: [{ value: 2 }, { value: 4 }, { value: 6 }],
            },
          ],
          patient: {
            id: 'patient-1',
            fullName: 'Maya Cohen',
            accountStatus: 'ACTIVE',
            age: 9,
            deviceId: 'VT-0042',
            defaultVaScale: 'LOG_MAR',
            personal: { socialId: 'MC-17', birthdate: '2017-03-04', gender: 'FEMALE' },
            stereoAcuity: { yMax: 60, points: [] },
            visits: visitsOf(history),
          },
        },
};

describe('Visit report page', { timeout: 30_000 }, () => {
  it('shows who and when, with the clinician and site', async () => {
    renderReport(reportOfVisit3);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Cohen' })).toBeInTheDocument();
    const facts = Object.fromEntries(
      [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      'Patient ID': 'MC-17',
      'Date of birth': '04/03/2017',
      Age: '9',
      Gender: 'Female',
      'Next visit': '05/04/2026',
      'Treatment duration': '6 months',
      'Tests taken': '2',
      'Device ID': 'VT-0042',
      Clinician: 'Giulia Conti',
      Site: 'Clinica Aurora',
    });
    expect(facts['Visit date']).toMatch(/^05\/03\/2026 \d\d:\d\d$/);
  });

  it('has a section per test taken, showing the visit and the two before it, never a later one', async () => {
    renderReport(reportOfVisit3);
    const act = await screen.findByRole('region', { name: 'ACT' });
    const autoVa = screen.getByRole('region', { name: 'Visual acuity (auto)' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Progress at a glance',
      'ACT',
      'Visual acuity (auto)',
    ]);
    const progress = within(screen.getByRole('region', { name: 'Progress at a glance' })).getAllByRole('row')[1]!;
    expect(
      within(progress)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1, 5),
    ).toEqual([
      '2 Δ Exo05/01/2026',
      '2 Δ Exo05/01/2026',
      '6 Δ Exo05/03/2026',
      'Within retest variation since the first visit (05/01/2026)',
    ]);
    const chart = within(within(act).getByRole('region', { name: 'Without glasses' })).getByRole('table', {
      name: 'Horizontal and vertical deviation',
    });
    const dates = within(chart)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(dates).toEqual(['05/01/2026', '05/02/2026', '05/03/2026']);
    const withGlasses = within(autoVa).getByRole('region', { name: 'With glasses' });
    expect(
      within(withGlasses)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.firstChild?.textContent),
    ).toEqual(['05/03/2026', '05/02/2026', '05/01/2026']);
    expect(within(withGlasses).getAllByText('<= 0.3')).toHaveLength(3);
  });

  it('offers printing and the PDF in the reader’s language and time zone, and the way back', async () => {
    renderReport(reportOfVisit3);
    const pdf = await screen.findByRole('link', { name: 'Download PDF' });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(pdf).toHaveAttribute('href', `/documents/visit-report/${VISIT_ID}?lang=en&tz=${encodeURIComponent(zone)}`);
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to the patient' })).toHaveAttribute(
      'href',
      '/dashboard/Patient?id=patient-1&completed=false',
    );
  });

  it('says the visit was not found when it is not the doctor’s', async () => {
    renderReport({ ...doctor, Query: () => ({ node: null }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The requested item was not found');
  });

  it('sends other roles to their own dashboard', async () => {
    renderReport({ ...reportOfVisit3, Viewer: () => ({ id: 'viewer-1', role: 'ADMIN' }) });
    expect(await screen.findByText('Admin dashboard')).toBeInTheDocument();
  });
});
