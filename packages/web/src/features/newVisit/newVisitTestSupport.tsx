// Test support for the new-visit page: the page rendered the way its route does (a query
// reference read under Suspense) over the mock environment, with stand-ins for the pages it
// leads to (the patient, the patients table, another role's first tab).
import { Suspense, useState } from 'react';
import { act } from '@testing-library/react';
import { loadQuery, useRelayEnvironment } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { NewVisitPageQuery } from '../../__generated__/NewVisitPageQuery.graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { firstDashboardPath } from '../shell/dashboardTabs';
import { NewVisitPage, newVisitPageQuery } from './NewVisitPage';

export const PATIENT_PAGE = 'Patient page';
export const OTHER_ROLE_PAGE = 'Another role’s dashboard';

function RouteLike({ patientId }: { patientId: string }) {
  const environment = useRelayEnvironment();
  const [queryRef] = useState(() => loadQuery<NewVisitPageQuery>(environment, newVisitPageQuery, { id: patientId }));
  return (
    <Suspense fallback={<p>loading</p>}>
      <NewVisitPage queryRef={queryRef} />
    </Suspense>
  );
}

export function renderNewVisitPage(patientId: string, resolvers: MockResolvers) {
  const rendered = renderWithProviders(<RouteLike patientId={patientId} />, {
    path: '/dashboard/NewVisit',
    initialEntry: `/dashboard/NewVisit?id=${encodeURIComponent(patientId)}`,
    otherRoutes: {
      '/dashboard/Patient': PATIENT_PAGE,
      '/dashboard/patients': 'Patients table',
      [firstDashboardPath('ADMIN') ?? '/NotFound']: OTHER_ROLE_PAGE,
    },
  });
  act(() => {
    rendered.environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers));
  });
  return rendered;
}
