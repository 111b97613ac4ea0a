// Test support for the Sites tab's tests: two sites, the tab rendered over the mock environment,
// and lookups of its table and questions.
import { fireEvent, screen } from '@testing-library/react';
import type { SitesTabQuery } from '../../__generated__/SitesTabQuery.graphql';
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
