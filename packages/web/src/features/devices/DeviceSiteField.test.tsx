import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
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
  it('reads "No site" in the table, never a blank, and is assigned a site from its panel', async () => {
    const { environment } = renderDevices();
    const table = await screen.findByRole('table', { name: 'Devices' });
    const row = within(table).getByText('NV-0002').closest('tr') as HTMLElement;
    expect(within(row).getByText('No site')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(row).getByText('Room 1'));

    const panel = await screen.findByRole('dialog', { name: 'Device NV-0002' });
    await user.click(within(panel).getByRole('button', { name: 'Assign a site' }));
    // The active sites are read when the change is opened.
    const named = (name: string) => () => {
      const found = environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === name);
      if (!found) throw new Error(`no ${name} yet`);
      return found;
    };
    const sites = await waitFor(named('DeviceSiteFieldSitesQuery'));
    act(() =>
      environment.mock.resolve(
        sites,
        MockPayloadGenerator.generate(sites, { AdminConsole: () => ({ sites: connectionOf([{ id: 's1', name: 'North Clinic' }]) }) }),
      ),
    );
    await user.selectOptions(await within(panel).findByRole('combobox', { name: 'Site of the device' }), 's1');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    const saved = await waitFor(named('DeviceSiteFieldMutation'));
    expect(saved.request.variables.input).toEqual({ deviceId: 'd2', siteId: 's1' });
    act(() =>
      environment.mock.resolve(
        saved,
        MockPayloadGenerator.generate(saved, {
          SetDeviceSitePayload: () => ({ device: { id: 'd2', siteName: 'North Clinic' }, errors: [] }),
        }),
      ),
    );
    await waitFor(() => expect(within(row).queryByText('No site')).toBeNull());
    expect(within(row).getByText('North Clinic')).toBeInTheDocument();
  });
});
