// Test support for the archive tab: two completed patients, the tab rendered the way its
// route does (a query reference with the loader's variables) over the mock environment.
import { Suspense, useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import { loadQuery, useRelayEnvironment } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { ArchiveTabQuery } from '../../__generated__/ArchiveTabQuery.graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { connectionOf } from '../adminConsole/consoleTabTestHarness';
import { ArchiveTab, archiveTabQuery } from './ArchiveTab';
import { archiveTabVariables } from './archiveTabLoader';

export const archivedPatients = [
  {
    id: 'p1',
    firstName: 'Ada',
    lastName: 'Rossi',
    personal: { socialId: 'SID-1', birthdate: '2012-07-15', gender: 'FEMALE' },
    lastVisit: '2025-03-04T10:00:00.000Z',
    missedMoreThanThreshold: true,
    deviceId: 'DEV-100',
    dateOfActivation: '2024-09-01T08:00:00.000Z',
    treatmentProgress: 75,
    treatmentDays: 180,
  },
  {
    id: 'p2',
    firstName: 'Ben',
    lastName: 'Levi',
    personal: { socialId: 'SID-2', birthdate: '1980-01-02', gender: 'MALE' },
    lastVisit: null,
    missedMoreThanThreshold: false,
    deviceId: null,
    dateOfActivation: null,
    treatmentProgress: null,
    treatmentDays: null,
  },
];

function ArchiveRoute() {
  const environment = useRelayEnvironment();
  // As archiveTabLoader: a doctor, the saved search text and column filters.
  const [queryRef] = useState(() => loadQuery<ArchiveTabQuery>(environment, archiveTabQuery, archiveTabVariables(true)));
  return (
    <Suspense fallback={<p>loading</p>}>
      <ArchiveTab queryRef={queryRef} />
    </Suspense>
  );
}

export const archiveResolvers = (patients: unknown[] = archivedPatients): MockResolvers => ({
  DoctorWorkspace: () => ({ archivedPatients: connectionOf(patients) }),
});

export function renderArchive(resolvers: MockResolvers = archiveResolvers()) {
  const rendered = renderWithProviders(<ArchiveRoute />, {
    path: '/dashboard/archive',
    otherRoutes: { '/dashboard/Patient': 'patient screen' },
  });
  act(() => {
    rendered.environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, resolvers));
  });
  return rendered;
}

export const archiveTable = () => screen.findByRole('table', { name: 'Archived patients' });

export const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr') as HTMLElement;
