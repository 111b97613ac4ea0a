// Test support for the Sites tab's tests: two sites, the tab rendered over the mock environment,
// and lookups of its table and questions.
import { expect } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { SitesTabQuery } from '../../__generated__/SitesTabQuery.graphql';
import type { MockEnvironment } from '../../test/renderWithProviders';
import { connectionOf, fleetCounters, renderConsoleTab } from '../adminConsole/consoleTabTestHarness';
import { SitesTab, sitesTabQuery } from './SitesTab';

export const sites = [
  {
    id: 's1',
    version: '1',
    name: 'North Clinic',
    email: 'north@example.com',
    phoneNumber: '+39 02 555 0101',
    country: 'IT',
    state: null,
    city: 'Milano',
    street: 'Via Roma 1',
    apartment: '2',
    zipCode: '20121',
    ecpCount: 2,
    deviceCount: 1,
    backUpData: true,
    awaitingApproval: false,
  },
  {
    id: 's2',
    version: '1',
    name: 'South Clinic',
    email: 'south@example.com',
    phoneNumber: null,
    country: 'US',
    state: 'Texas',
    city: 'Austin',
    street: '1 Congress Avenue',
    apartment: 'Suite 5',
    zipCode: '78701',
    ecpCount: 0,
    deviceCount: 0,
    backUpData: false,
    awaitingApproval: false,
  },
];

export const facets = [
  {
    column: 'COUNTRY',
    values: [
      { value: 'IT', count: 1 },
      { value: 'US', count: 1 },
    ],
  },
  {
    column: 'BACKUP',
    values: [
      { value: 'false', count: 1 },
      { value: 'true', count: 1 },
    ],
  },
  {
    column: 'PENDING',
    values: [
      { value: 'false', count: 1 },
      { value: 'true', count: 1 },
    ],
  },
];

export function renderSites(totalCount = sites.length, url = '/dashboard/sites', rows: object[] = sites) {
  return renderConsoleTab<SitesTabQuery>(sitesTabQuery, SitesTab, url, {
    AdminConsole: () => ({ fleetCounters, sites: { ...connectionOf(rows), totalCount, facets } }),
  });
}

export const table = () => screen.getByRole('table', { name: 'Sites' });
export const answer = async (name: string) => fireEvent.click(await screen.findByRole('button', { name }));

/**
 * Chooses Delete site on `siteName`'s row and answers the dialog's query: `node` is the site being
 * deleted (its clinicians and devices), the other sites those it may move to. Returns the query asked.
 */
export async function openDeleteSiteDialog(environment: MockEnvironment, siteName: string, node: Record<string, unknown>) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${siteName}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete site' }));
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  const details = environment.mock.getMostRecentOperation();
  act(() =>
    environment.mock.resolve(
      details,
      MockPayloadGenerator.generate(details, {
        Node: () => ({ __typename: 'Site' }),
        // The site being deleted (the node), then the sites it may move to (adminConsole.sites.edges.N.node).
        Site: (context) => (context.path?.[0] !== 'node' ? sites[Number(context.path?.[3])] : node),
        AdminConsole: () => ({ sites: connectionOf(sites) }),
      }),
    ),
  );
  return details;
}
