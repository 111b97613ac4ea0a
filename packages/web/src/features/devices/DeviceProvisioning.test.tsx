// Device provisioning in the devices tab: "Register device" shows the new key once with a copy button and a
// warning; the info panel shows when the device was last seen, its key and its health timeline, and
// replaces or revokes the key after a confirmation (the providers mount the one confirm dialog).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockEnvironment } from '../../test/renderWithProviders';
import type { DevicesTabQuery } from '../../__generated__/DevicesTabQuery.graphql';
import { connectionOf, renderConsoleTab } from '../adminConsole/consoleTabTestHarness';
import { DevicesTab, devicesTabQuery } from './DevicesTab';

const KEY = 'AbCdEfGh_0123456789-abcdefghijklmnopqrstuv';

const device = {
  id: 'RGV2aWNlOmQx',
  serialNumber: 'NV-0101',
  siteName: 'North Clinic',
  location: 'Room 1',
  dateOfActivation: '2025-01-02T09:00:00',
  lastRun: '2025-03-04T08:05:00',
  lastSeen: '2025-03-04T08:06:00',
  offline: true,
  keyPrefix: 'AbCdEfGh',
  keyIssuedAt: '2025-01-02T09:00:00',
  keyRevokedAt: null,
  systemStatus: 'OK',
  hasError: false,
  needsUpdate: false,
  teamViewerID: null,
  components: [],
  errors: connectionOf([]),
  healthTimeline: {
    ...connectionOf([
      {
        id: 'r2',
        receivedAt: '2025-03-04T08:06:00',
        lastRun: '2025-03-04T08:05:00',
        systemStatus: 'Camera fault',
        hasError: true,
        windowsVersion: '10.0.19045',
        esVersion: '2.4.1',
        etFirmwareVersion: '1.10.0',
        emitterFirmwareVersion: '3.1.0',
        teamViewerVersion: null,
        errors: [{ date: '2025-03-04T08:04:00', message: 'Camera lost' }],
      },
    ]),
    totalCount: 3,
    pageInfo: { hasNextPage: true, endCursor: 'c1', hasPreviousPage: false, startCursor: 'c1' },
  },
};

const counters = { total: 3, needingUpdate: 1, withErrors: 1, offline: 2, offlineAfterDays: 7 };

const renderTab = () =>
  renderConsoleTab<DevicesTabQuery>(devicesTabQuery, DevicesTab, '/dashboard/devices', {
    AdminConsole: () => ({ fleetCounters: counters, devices: { ...connectionOf([device]), facets: [] } }),
  });

/** Answers the newest operation named `name` with `resolvers`, once it is sent. */
async function answer(environment: MockEnvironment, name: string, resolvers: Parameters<typeof MockPayloadGenerator.generate>[1]) {
  await waitFor(() => expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe(name));
  const operation = environment.mock.getMostRecentOperation();
  act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers)));
  return operation.request.variables;
}

afterEach(() => vi.restoreAllMocks());

describe('devices provisioned in the devices tab', () => {
  it('shows the offline counter beside the fleet counters', async () => {
    renderTab();
    // A counter like the others: a button that opens the devices offline for that long.
    const offline = await screen.findByRole('button', { name: /Offline for more than 7 days/ });
    expect(offline).toHaveTextContent('2');
  });

  it('registers a device and shows its key once, with a warning and a copy button', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { environment } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Register device' }));
    await answer(environment, 'RegisterDeviceDialogSitesQuery', {
      AdminConsole: () => ({ sites: connectionOf([{ id: 'U2l0ZTpzMQ==', name: 'North Clinic' }]) }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Register device' });
    // Nothing is sent while the form breaks the domain's rules.
    await user.click(await within(dialog).findByRole('button', { name: 'Register and show the key' }));
    expect(await within(dialog).findByText('Site is required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Serial number/ }), 'NV-0200');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Site/ }), 'North Clinic');
    await user.click(within(dialog).getByRole('button', { name: 'Register and show the key' }));
    const variables = await answer(environment, 'deviceKeyMutationsRegisterMutation', {
      RegisterDevicePayload: () => ({
        key: KEY,
        device: { id: 'RGV2aWNlOmQy', serialNumber: 'NV-0200', keyPrefix: 'AbCdEfGh' },
        errors: [],
      }),
    });
    expect(variables.input).toEqual({ serialNumber: 'NV-0200', site: 'U2l0ZTpzMQ==', location: null });

    const shown = await screen.findByRole('dialog', { name: 'Device registered' });
    expect(within(shown).getByTestId('device-key')).toHaveTextContent(KEY);
    expect(within(shown).getByText('Copy this key now: it is shown only this once')).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Copy the key' }));
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(within(shown).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    // Closed, the key is gone for good; the list is read again.
    await user.click(within(shown).getByRole('button', { name: 'I have copied the key' }));
    await waitFor(() => expect(screen.queryByTestId('device-key')).not.toBeInTheDocument());
    await waitFor(() => expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('DevicesTabPaginationQuery'));
  });

  it('shows last seen, the key and the health timeline in the panel, and replaces and revokes after a confirmation', async () => {
    const user = userEvent.setup();
    const { environment } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Show details of NV-0101' }));
    const panel = await screen.findByRole('dialog', { name: 'Device NV-0101' });
    // The timeline is read when the panel opens, not with the list.
    await answer(environment, 'DeviceHealthTimelineQuery', {
      Node: () => ({ __typename: 'Device', id: device.id }),
      DeviceReportConnection: () => device.healthTimeline,
      DeviceReport: () => device.healthTimeline.edges[0].node,
    });
    await within(panel).findByRole('table', { name: 'Health timeline' });
    expect(within(panel).getByText('Last seen').parentElement).toHaveTextContent('04/03/2025 08:06 (offline)');
    expect(within(panel).getByTestId('device-key-state')).toHaveTextContent('Key \u2066AbCdEfGh…\u2069, issued 02/01/2025 09:00');
    const timeline = within(panel).getByRole('table', { name: 'Health timeline' });
    expect(within(timeline).getAllByRole('row')[1]).toHaveTextContent('Camera fault');
    expect(within(timeline).getAllByRole('row')[1]).toHaveTextContent('Camera lost');
    expect(within(panel).getByText('1 of 3 reports')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Replace key' }));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('Replace the key of device NV-0101?');
    await waitFor(() => user.click(within(confirm).getByRole('button', { name: 'Replace the key' })));
    const rotated = await answer(environment, 'deviceKeyMutationsRotateMutation', {
      RotateDeviceKeyPayload: () => ({
        key: KEY,
        device: { id: device.id, keyPrefix: 'AbCdEfGh', keyIssuedAt: '2025-03-05T09:00:00', keyRevokedAt: null },
        errors: [],
      }),
    });
    expect(rotated.input).toEqual({ id: device.id });
    const keyDialog = await screen.findByTestId('device-key-dialog');
    expect(within(keyDialog).getByTestId('device-key')).toHaveTextContent(KEY);
    await waitFor(() => user.click(within(keyDialog).getByRole('button', { name: 'I have copied the key' })));
    await waitFor(() =>
      expect(within(panel).getByTestId('device-key-state')).toHaveTextContent('Key \u2066AbCdEfGh…\u2069, issued 05/03/2025 09:00'),
    );

    await user.click(within(panel).getByRole('button', { name: 'Revoke key' }));
    const revokeConfirm = await screen.findByTestId('confirm-dialog');
    expect(revokeConfirm).toHaveTextContent('Revoke the key of device NV-0101?');
    // The key dialog may still be closing: until it has, the page below takes no pointer.
    await waitFor(() => user.click(within(revokeConfirm).getByRole('button', { name: 'Revoke the key' })));
    await answer(environment, 'deviceKeyMutationsRevokeMutation', {
      RevokeDeviceKeyPayload: () => ({
        device: { id: device.id, keyPrefix: null, keyIssuedAt: device.keyIssuedAt, keyRevokedAt: '2025-03-05T10:00:00' },
        errors: [],
      }),
    });
    await waitFor(() =>
      expect(within(panel).getByTestId('device-key-state')).toHaveTextContent("Revoked 05/03/2025 10:00: the device's reports are refused"),
    );
    expect(within(panel).queryByRole('button', { name: 'Revoke key' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Issue new key' })).toBeInTheDocument();
  });
});
