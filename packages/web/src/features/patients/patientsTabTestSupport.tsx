// Test support for the Patients tab: three patients (active and 5 days overdue, locked and 1 day
// overdue, pending with a visit to come), their counts and the Status filter's facets,
// the tab rendered the way its route does (loadQuery with the loader's variables, read under
// Suspense) over the mock environment, and lookups of its rows.
import { Suspense, useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import { loadQuery, useRelayEnvironment } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { renderWithProviders, type MockEnvironment } from '../../test/renderWithProviders';
import type { PatientsTabQuery } from '../../__generated__/PatientsTabQuery.graphql';
import { connectionOf } from '../adminConsole/consoleTabTestHarness';
import { PatientsTab, patientsTabQuery } from './PatientsTab';
import { patientsTabVariables } from './patientsTabLoader';

const personal = (socialId: string, birthdate: string, gender: string) => ({ socialId, birthdate, gender, address: {} });

export const patients = [
  {
    id: 'p1',
    firstName: 'Ada',
    lastName: 'Rossi',
    fullName: 'Ada Rossi',
    accountStatus: 'ACTIVE',
    locked: false,
    lastVisit: '2025-01-05T12:00:00.000Z',
    nextVisitDate: '2025-01-20T12:00:00.000Z',
    daysOverdue: 5,
    missedMoreThanThreshold: true,
    personal: personal('RSSADA01', '2012-07-15', 'FEMALE'),
  },
  {
    id: 'p2',
    firstName: 'Ben',
    lastName: 'Levi',
    fullName: 'Ben Levi',
    accountStatus: 'ACTIVE',
    locked: true,
    lastVisit: null,
    nextVisitDate: '2025-01-24T12:00:00.000Z',
    daysOverdue: 1,
    missedMoreThanThreshold: false,
    personal: personal('LVIBEN02', '1980-03-02', 'MALE'),
  },
  {
    id: 'p3',
    firstName: 'Chiara',
    lastName: 'Bianchi',
    fullName: 'Chiara Bianchi',
    accountStatus: 'PENDING_PAIRING',
    locked: false,
    lastVisit: null,
    nextVisitDate: '2025-02-14T12:00:00.000Z',
    daysOverdue: null,
    missedMoreThanThreshold: false,
    personal: personal('', '1990-11-30', 'OTHER'),
  },
];

export const patientCounts = { active: 3, archived: 1, pending: 1, locked: 1, children: 1, adults: 2, tested: 1, overdue: 2 };

/** The Status column's choices as the server counts them. */
export const adherenceFacets = [
  { adherence: 'MISSED_MORE_THAN_THRESHOLD', count: 1 },
  { adherence: 'ON_TRACK', count: 2 },
];

function RouteLike({ variables }: { variables: PatientsTabQuery['variables'] }) {
  const environment = useRelayEnvironment();
  const [queryRef] = useState(() => loadQuery<PatientsTabQuery>(environment, patientsTabQuery, variables));
  return (
    <Suspense fallback={<p>loading</p>}>
      <PatientsTab queryRef={queryRef} />
    </Suspense>
  );
}

/** Mounts the tab with the loader's variables (from local storage) and answers its query. */
export function renderPatients(workspace: Record<string, unknown> = {}) {
  const rendered = renderWithProviders(<RouteLike variables={patientsTabVariables(true)} />, {
    path: '/dashboard/patients',
    otherRoutes: {
      '/dashboard/Patient': 'Patient page',
      '/dashboard/EditPatient': 'Edit patient page',
      '/dashboard/NewVisit': 'New visit page',
      '/dashboard/AddPatient': 'Add patient page',
    },
  });
  // The site statistics are read by their own query once the list is drawn: answered as it
  // leaves, so that each test's operations are the list's own.
  rendered.environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.name === 'DoctorStatisticsSectionQuery'
      ? MockPayloadGenerator.generate(operation, { SiteStatistics: () => ({ totalTests: 12 }) })
      : null,
  );
  act(() => {
    rendered.environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        DoctorWorkspace: () => ({ patients: { ...connectionOf(patients), adherenceFacets }, patientCounts, ...workspace }),
      }),
    );
  });
  return rendered;
}

export const patientsTable = () => screen.getByRole('table', { name: 'Active patients' });

export const rowOf = (text: string) => within(patientsTable()).getByText(text).closest('tr') as HTMLElement;

/** The most recent operation once it is `name`. */
export function latestOperation(environment: MockEnvironment, name: string): OperationDescriptor {
  const operation = environment.mock.getMostRecentOperation();
  if (operation.request.node.params.name !== name) throw new Error(`latest operation is ${operation.request.node.params.name}`);
  return operation;
}

export function resolveOperation(environment: MockEnvironment, operation: OperationDescriptor, resolvers: MockResolvers) {
  act(() => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
  });
}
