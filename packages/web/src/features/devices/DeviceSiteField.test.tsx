import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DevicesTabQuery } from '../../__generated__/DevicesTabQuery.graphql';
import { connectionOf, fleetCounters, renderConsoleTab } from '../adminConsole/consoleTabTestHarness';
import { DevicesTab, devicesTabQuery } from './DevicesTab';

const device = (id: string, serialNumber: string, siteName: string | null) => ({
  id,
  serialNumber,
  siteName,
  location: 'Room 1',
  lastRun: '2025-03-04T08:05:00',
  systemStatus: 'OK',
  hasError: false,
  components: [],
  errors: connectionOf([]),
});

const devices = [device('d1', 'NV-0001', 'North Clinic'), device('d2', 'NV-0002', null)];

function renderDevices() {
  return renderConsoleTab<DevicesTabQuery>(devicesTabQuery, DevicesTab, '/dashboard/devices', {
    AdminConsole: () => ({ fleetCounters, devices: { ...connectionOf(devices), totalCount: 2, facets: [] } }),
  });
}

describe('a device without a site', () => {
  it('reads "No site" in the table and its panel, never a blank, and offers to assign one', async () => {
    renderDevices();
    const table = await screen.findByRole('table', { name: 'Devices' });
    const row = within(table).getByText('NV-0002').closest('tr') as HTMLElement;
    expect(within(row).getByText('No site')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(row).getByText('Room 1'));

    const panel = await screen.findByRole('dialog', { name: 'Device NV-0002' });
    // Assigning it from here runs end to end (admin-console-sites.spec.ts).
    expect(within(panel).getByTestId('no-site')).toHaveTextContent('No site');
    expect(within(panel).getByRole('button', { name: 'Assign a site' })).toBeInTheDocument();
  });
});
