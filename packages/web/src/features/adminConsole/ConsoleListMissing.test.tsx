import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { ComponentType } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { AdminsTab, adminsTabQuery } from '../admins/AdminsTab';
import { AuditTab, auditTabQuery } from '../audit/AuditTab';
import { DevicesTab, devicesTabQuery } from '../devices/DevicesTab';
import { EcpsTab, ecpsTabQuery } from '../ecps/EcpsTab';
import { PendingTab, pendingTabQuery } from '../pending/PendingTab';
import { SitesTab, sitesTabQuery } from '../sites/SitesTab';
import { connectionOf, fleetCounters, renderConsoleTab } from './consoleTabTestHarness';

interface Case {
  tab: string;
  query: GraphQLTaggedNode;
  component: ComponentType<{ queryRef: PreloadedQuery<OperationType> }>;
  list: string;
  pagination: string;
  table: string;
  action?: string;
  /** What the tab's route loader adds to the address's variables. */
  loaderVariables?: Record<string, unknown>;
}

// Each console tab whose list the server could not give says so in the table's place, keeps the
// counters, offers no action on the missing list, and reads the list again on Try again.
const cases: Case[] = [
  {
    tab: 'sites',
    query: sitesTabQuery,
    component: SitesTab as Case['component'],
    list: 'sites',
    pagination: 'SitesTabPaginationQuery',
    table: 'Sites',
    action: 'Add site',
  },
  {
    tab: 'ecps',
    query: ecpsTabQuery,
    component: EcpsTab as Case['component'],
    list: 'ecps',
    pagination: 'EcpsConsolePaginationQuery',
    table: 'Clinicians',
    action: 'Add clinician',
  },
  {
    tab: 'devices',
    query: devicesTabQuery,
    component: DevicesTab as Case['component'],
    list: 'devices',
    pagination: 'DevicesTabPaginationQuery',
    table: 'Devices',
  },
  {
    tab: 'admins',
    query: adminsTabQuery,
    component: AdminsTab as Case['component'],
    list: 'admins',
    pagination: 'AdminsTabPaginationQuery',
    table: 'Admins',
    action: 'Add admin',
    loaderVariables: { mayListAdmins: true },
  },
  {
    tab: 'audit',
    query: auditTabQuery,
    component: AuditTab as Case['component'],
    list: 'auditEvents',
    pagination: 'AuditTabPaginationQuery',
    table: 'Audit trail',
    loaderVariables: { mayReadAudit: true },
  },
  {
    tab: 'pending',
    query: pendingTabQuery,
    component: PendingTab as Case['component'],
    list: 'pendingUsers',
    pagination: 'PendingTabPaginationQuery',
    table: 'Pending users',
  },
];

describe('A console tab without its list', { timeout: 20_000 }, () => {
  it.each(cases)('$tab: says the list could not be loaded and reads it again on Try again', async (c) => {
    const { environment } = renderConsoleTab(
      c.query,
      c.component,
      `/dashboard/${c.tab}`,
      { AdminConsole: () => ({ fleetCounters, sites: connectionOf([]), [c.list]: null }) },
      '/dashboard/:tab',
      c.loaderVariables,
    );
    expect(await screen.findByText('This list could not be loaded. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Total devices/ })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    if (c.action) expect(screen.queryByRole('button', { name: c.action })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe(c.pagination);
    act(() =>
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          AdminConsole: () => ({ fleetCounters, sites: connectionOf([]), [c.list]: connectionOf([]) }),
        }),
      ),
    );
    expect(await screen.findByRole('table', { name: c.table })).toBeInTheDocument();
    if (c.action) expect(screen.getByRole('button', { name: c.action })).toBeInTheDocument();
  });
});
