// Test support for the ECP tab's tests: two ECPs, two sites, the tab rendered over the mock
// environment, and lookups of its rows and panels.
import { act, screen, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { MockEnvironment } from '../../test/renderWithProviders';
import type { EcpsTabQuery } from '../../__generated__/EcpsTabQuery.graphql';
import { connectionOf, fleetCounters, renderConsoleTab } from '../adminConsole/consoleTabTestHarness';
import { EcpsTab, ecpsTabQuery } from './EcpsTab';

export const sites = [
  { id: 's1', name: 'North Clinic', pending: false },
  { id: 's2', name: 'South Clinic', pending: false },
  // A self-registration's site, waiting for approval: not offered to new clinicians.
  { id: 's3', name: 'Waiting Optics', pending: true },
];

export const ecps = [
  {
    id: 'e1',
    version: '1',
    viewerCanLock: true,
    firstName: 'Ada',
    lastName: 'Rossi',
    email: 'ada@north.example',
    phoneNumber: '+39 055 111111',
    profession: 'OPTOMETRIST',
    site: sites[0],
    siteName: 'North Clinic',
    isSiteAdmin: true,
    locked: false,
    pending: false,
    awaitingApproval: false,
    messageable: true,
    medicalLicense: null,
    socialID: null,
    birthdate: null,
    notes: null,
  },
  {
    id: 'e2',
    version: '1',
    viewerCanLock: true,
    firstName: 'Ben',
    lastName: 'Levi',
    email: 'ben@south.example',
    phoneNumber: '+972 3 222222',
    profession: 'ORTHOPTIST',
    site: sites[1],
    siteName: 'South Clinic',
    isSiteAdmin: false,
    locked: true,
    pending: true,
    awaitingApproval: false,
    messageable: false,
    medicalLicense: 'L-42',
    socialID: 'BL-1',
    birthdate: '1975-06-30',
    notes: null,
  },
];

/** The server's counts of the filterable columns (site, locked) over the two ECPs. */
export const ecpFacets = [
  {
    column: 'SITE',
    values: [
      { value: 'North Clinic', count: 1 },
      { value: 'South Clinic', count: 1 },
    ],
  },
  {
    column: 'LOCKED',
    values: [
      { value: 'false', count: 1 },
      { value: 'true', count: 1 },
    ],
  },
];

/** The ECP connection's mock: a page of `rows`, the server's total and facets. */
export const ecpPage = (rows = ecps, totalCount = rows.length) => ({ ...connectionOf(rows), totalCount, facets: ecpFacets });

export function renderEcps(url = '/dashboard/ecps', ecpConnection: ReturnType<typeof ecpPage> = ecpPage()) {
  return renderConsoleTab<EcpsTabQuery>(ecpsTabQuery, EcpsTab, url, {
    AdminConsole: () => ({ fleetCounters, ecps: ecpConnection, sites: connectionOf(sites) }),
  });
}

export const ecpsTable = () => screen.getByRole('table', { name: 'Clinicians' });

export const rowOf = (text: string) => within(ecpsTable()).getByText(text).closest('tr') as HTMLElement;

export const confirmDialog = () => screen.getByTestId('confirm-dialog');

/**
 * Answers a pending mutation. schema.graphql declares the admin mutations in `extend type
 * Mutation`, which relay-compiler reads as client extensions; mockClientData lets the
 * generator fill them as well (harmless once they are server fields).
 */
export function resolveOperation(environment: MockEnvironment, operation: OperationDescriptor, resolvers: MockResolvers) {
  act(() => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers, { mockClientData: true }));
  });
}
