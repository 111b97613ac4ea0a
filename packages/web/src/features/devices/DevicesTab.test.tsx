import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockEnvironment } from '../../test/renderWithProviders';
import type { DevicesTabQuery } from '../../__generated__/DevicesTabQuery.graphql';
import { connectionOf, fleetCounters, renderConsoleTab } from '../adminConsole/consoleTabTestHarness';
import { DevicesTab, devicesTabQuery } from './DevicesTab';

const component = (kind: string, installedVersion: string, needsUpdate = false) => ({
  kind,
  installedVersion,
  latestVersion: needsUpdate ? '9.9.9' : installedVersion,
  needsUpdate,
});

const upToDate = [
  component('ES_APP', '2.4.0'),
  component('WINDOWS', '10.0.19045'),
  component('ET_FIRMWARE', '1.10.0'),
  component('EMITTER_FIRMWARE', '3.1.0'),
  component('TEAM_VIEWER', '15.2.0'),
];

const baseDevice = {
  siteName: 'North Clinic',
  location: 'Room 1',
  dateOfActivation: '2025-01-02T09:00:00',
  teamViewerID: null,
  errors: connectionOf([]),
};

const devices = [
  {
    ...baseDevice,
    id: 'd1',
    serialNumber: 'NV-0001',
    lastRun: '2025-03-04T08:05:00',
    systemStatus: 'OK',
    hasError: false,
    needsUpdate: false,
    components: upToDate,
  },
  {
    ...baseDevice,
    id: 'd2',
    serialNumber: 'NV-0002',
    siteName: 'South Clinic',
    lastRun: '2025-03-05T17:30:00',
    systemStatus: 'OK',
    hasError: false,
    needsUpdate: true,
    components: [...upToDate.slice(0, 2), component('ET_FIRMWARE', '1.9.3', true), ...upToDate.slice(3)],
  },
  {
    ...baseDevice,
    id: 'd3',
    serialNumber: 'NV-0003',
    lastRun: '2025-03-06T10:00:00',
    systemStatus: 'Camera not found',
    hasError: true,
    needsUpdate: false,
    teamViewerID: '123 456 789',
    components: upToDate,
    errors: connectionOf([
      { date: '2025-03-06T09:58:00', message: 'Camera not found' },
      { date: '2025-03-01T12:00:00', message: 'Emitter overheated' },
    ]),
  },
];

const facets = [
  {
    column: 'SITE',
    values: [
      { value: 'North Clinic', count: 2 },
      { value: 'South Clinic', count: 1 },
    ],
  },
  {
    column: 'SYSTEM_STATUS',
    values: [
      { value: 'Camera not found', count: 1 },
      { value: 'OK', count: 2 },
    ],
  },
];

/** The server's answer: `shown` as the page of `totalCount` devices. */
const resolvers = (shown = devices, totalCount = shown.length) => ({
  AdminConsole: () => ({ fleetCounters, devices: { ...connectionOf(shown), totalCount, facets } }),
});

function renderDevices(url = '/dashboard/devices', shown = devices, totalCount = shown.length) {
  return renderConsoleTab<DevicesTabQuery>(devicesTabQuery, DevicesTab, url, resolvers(shown, totalCount));
}

/** The variables of the newest request, answered with `shown`. */
async function lastVariables(environment: MockEnvironment, shown = devices, totalCount = 40) {
  await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
  const operation = environment.mock.getMostRecentOperation();
  act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers(shown, totalCount))));
  return operation.request.variables;
}

const table = () => screen.getByRole('table', { name: 'Devices' });
const rowOf = (serial: string) => within(table()).getByText(serial).closest('tr') as HTMLElement;
const serials = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent);

describe('Devices tab', () => {
  it('shows the §2 columns with dd/mm/yyyy HH:mm last runs', async () => {
    renderDevices();
    await screen.findByRole('table', { name: 'Devices' });
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    for (const name of [
      'Device ID',
      'Site',
      'ES version',
      'Windows version',
      'ET firmware',
      'Emitter firmware',
      'TV version',
      'Last run',
      'System status',
      'Location',
    ]) {
      expect(headers.some((header) => header?.includes(name))).toBe(true);
    }
    expect(within(rowOf('NV-0001')).getByText('04/03/2025 08:05')).toBeInTheDocument();
    expect(within(rowOf('NV-0001')).getByText('2.4.0')).toBeInTheDocument();
  });

  it('marks only the components that need an update, with accessible text', async () => {
    renderDevices();
    await screen.findByRole('table', { name: 'Devices' });
    expect(within(rowOf('NV-0001')).queryByRole('img', { name: 'Update required' })).not.toBeInTheDocument();
    const icon = within(rowOf('NV-0002')).getByRole('img', { name: 'Update required' });
    expect(icon.closest('td')).toHaveTextContent('1.9.3');
  });

  it('shows a non-OK system status in red', async () => {
    renderDevices();
    await screen.findByRole('table', { name: 'Devices' });
    const failing = within(rowOf('NV-0003')).getByText('Camera not found');
    expect(failing).toHaveAttribute('data-status', 'error');
    expect(within(rowOf('NV-0001')).getByText('OK')).not.toHaveAttribute('data-status');
  });

  it('asks the server for each page, sort, ticked filter and search, 14 rows at a time', async () => {
    const { environment } = renderDevices('/dashboard/devices', devices, 40);
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(await lastVariables(environment)).toMatchObject({ offset: 14, count: 14, search: null, status: null, orderBy: [], filters: [] });

    // Every column sorts on the server: the serial, then a component's version after it.
    fireEvent.click(within(table()).getByRole('button', { name: /^Device ID/ }));
    expect(await lastVariables(environment)).toMatchObject({ offset: 0, orderBy: [{ field: 'SERIAL_NUMBER', direction: 'DESC' }] });
    fireEvent.click(within(table()).getByRole('button', { name: /^ET firmware/ }));
    expect((await lastVariables(environment)).orderBy).toEqual([
      { field: 'SERIAL_NUMBER', direction: 'DESC' },
      { field: 'ET_FIRMWARE', direction: 'DESC' },
    ]);

    // The site and status filters' choices are the server's facets.
    fireEvent.click(screen.getByRole('button', { name: 'Filter System status' }));
    const choices = await screen.findByRole('group', { name: 'Filter System status' });
    expect(within(choices).getByText('Camera not found')).toBeInTheDocument();
    fireEvent.click(within(choices).getByText('OK'));
    expect(await lastVariables(environment)).toMatchObject({
      offset: 0,
      filters: [{ column: 'SYSTEM_STATUS', values: ['Camera not found'] }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Filter Site' }));
    const sites = await screen.findByRole('group', { name: 'Filter Site' });
    fireEvent.click(within(sites).getByText('South Clinic'));
    expect((await lastVariables(environment)).filters).toEqual([
      { column: 'SYSTEM_STATUS', values: ['Camera not found'] },
      { column: 'SITE', values: ['North Clinic'] },
    ]);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Devices' }), { target: { value: 'nv-000' } });
    expect(await lastVariables(environment)).toMatchObject({ search: 'nv-000', offset: 0, filters: expect.any(Array) });
  });

  it('asks for the status in the URL, keeps it on every page, and shows the rows the server sends', async () => {
    const { environment } = renderDevices('/dashboard/devices?status=NEEDS_UPDATE', [devices[1]], 20);
    await screen.findByRole('table', { name: 'Devices' });
    // The rows are the server's: no status filtering of the loaded rows.
    expect(serials()).toEqual(['NV-0002']);
    // A page asks with the status the tab was entered with (the route's query had it).
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await lastVariables(environment, [devices[2]], 20)).toMatchObject({ status: 'NEEDS_UPDATE', offset: 14 });
    await waitFor(() => expect(serials()).toEqual(['NV-0003']));
  });

  it('asks for the search text in the URL, and for what is typed in the search box', async () => {
    const { router, environment } = renderDevices('/dashboard/devices?q=south', [devices[1]]);
    await screen.findByRole('table', { name: 'Devices' });
    expect(serials()).toEqual(['NV-0002']);
    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: 'Search Devices' });
    await user.clear(search);
    await user.type(search, 'NV-0003');
    expect(await lastVariables(environment, [devices[2]], 1)).toMatchObject({ search: 'NV-0003', offset: 0, status: null });
    await waitFor(() => expect(serials()).toEqual(['NV-0003']));
    expect(router.state.location.search).toBe('?q=NV-0003');
  });

  it('opens the info panel with components, remote-session id and errors on a row click', async () => {
    renderDevices();
    await screen.findByRole('table', { name: 'Devices' });
    const user = userEvent.setup();
    await user.click(within(rowOf('NV-0003')).getByText('Room 1'));
    const panel = await screen.findByRole('dialog', { name: 'Device NV-0003' });
    // Its digit groups read left to right on a right-to-left page too.
    expect(within(panel).getByText('123 456 789')).toHaveAttribute('dir', 'ltr');
    expect(within(panel).getByText('Media package version')).toBeInTheDocument();
    const errors = within(panel).getByRole('table', { name: 'Errors' });
    const errorRows = within(errors).getAllByRole('row').slice(1);
    expect(errorRows.map((row) => row.textContent)).toEqual(['06/03/2025 09:58Camera not found', '01/03/2025 12:00Emitter overheated']);
    expect(within(panel).getByRole('table', { name: 'Components' })).toBeInTheDocument();
  });

  it('shows a dash for a device without remote-session id', async () => {
    renderDevices();
    await screen.findByRole('table', { name: 'Devices' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show details of NV-0001' }));
    const panel = await screen.findByRole('dialog', { name: 'Device NV-0001' });
    expect(within(panel).getByText('No errors reported')).toBeInTheDocument();
    const remote = within(panel).getByText('Remote session ID').parentElement as HTMLElement;
    expect(remote).toHaveTextContent('—');
  });

  it('says a device that never reported has no status yet, never OK, in the row and the panel', async () => {
    const unreported = {
      ...baseDevice,
      id: 'd4',
      serialNumber: 'NV-0004',
      lastRun: null,
      systemStatus: null,
      hasError: false,
      needsUpdate: false,
      components: upToDate,
    } as unknown as (typeof devices)[number];
    renderDevices('/dashboard/devices', [...devices, unreported]);
    await screen.findByRole('table', { name: 'Devices' });
    const status = within(rowOf('NV-0004')).getByText('Not reported yet');
    expect(status).toHaveAttribute('data-status', 'unreported');
    expect(within(rowOf('NV-0004')).queryByText('OK')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show details of NV-0004' }));
    const panel = await screen.findByRole('dialog', { name: 'Device NV-0004' });
    const line = within(panel).getByText('System status').parentElement as HTMLElement;
    expect(line).toHaveTextContent('Not reported yet');
  });
});
