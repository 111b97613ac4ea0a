// "Export site (FHIR)" in the site admin area: beside the counters on both of its tabs, it starts
// the site's Group export with the site's storage ID from the tab's query, shows the progress and
// then the files; the platform's devices tab has no such button.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DevicesTabQuery } from '../../__generated__/DevicesTabQuery.graphql';
import type { SiteEcpsTabQuery } from '../../__generated__/SiteEcpsTabQuery.graphql';
import { clearReportedErrors } from '../../errors/errorReporter';
import { connectionOf, fleetCounters, renderConsoleTab } from '../adminConsole/consoleTabTestHarness';
import { DevicesTab, devicesTabQuery } from '../devices/DevicesTab';
import { ecpPage } from '../ecps/ecpsTabTestSupport';
import { SiteEcpsTab, siteEcpsTabQuery } from './SiteEcpsTab';

const SITE_ID = '5f0c9a52-3b7e-4c1d-9e8a-2d6f4b1a7c30';
const SITE_AREA = '/dashboard/siteadmin/:tab';
const STATUS = 'http://portal.example/fhir/$export-status/g1';
const site = () => ({ internalID: SITE_ID, name: 'Demo Eye Clinic' });
const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json', ...init.headers } });

const renderSiteClinicians = () =>
  renderConsoleTab<SiteEcpsTabQuery>(
    siteEcpsTabQuery,
    SiteEcpsTab,
    '/dashboard/siteadmin/ecps',
    { ViewerSite: site, AdminConsole: () => ({ fleetCounters, ecps: ecpPage() }) },
    SITE_AREA,
  );

const exportButton = () => screen.findByRole('button', { name: 'Export site (FHIR)' });

afterEach(() => {
  vi.unstubAllGlobals();
  clearReportedErrors();
});

describe('Export site (FHIR)', { timeout: 30_000 }, () => {
  it("kicks off the site's Group export, shows the progress, then links to each file", async () => {
    const answers = [
      new Response(null, { status: 202, headers: { 'content-location': STATUS } }),
      new Response(null, { status: 202, headers: { 'x-progress': '40 of 50 patients' } }),
      json({
        transactionTime: '2026-06-15T10:00:00Z',
        output: [
          { type: 'Patient', url: 'http://portal.example/fhir/$export-file/g1/Patient.ndjson', count: 50 },
          { type: 'Encounter', url: 'http://portal.example/fhir/$export-file/g1/Encounter.ndjson', count: 120 },
        ],
        error: [],
      }),
    ];
    const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => answers.shift()!);
    vi.stubGlobal('fetch', fetchMock);
    renderSiteClinicians();
    await userEvent.setup().click(await exportButton());

    const dialog = await screen.findByRole('dialog', { name: "Export the site's patients (FHIR)" });
    expect(dialog).toHaveAccessibleDescription(/every patient of every clinician of the site.*audit trail/i);
    expect(await within(dialog).findByText('Exporting: 40 of 50 patients')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenNthCalledWith(
      1,
      `/fhir/Group/${SITE_ID}/$export`,
      expect.objectContaining({ headers: { accept: 'application/fhir+json', prefer: 'respond-async' } }),
    );
    expect(fetchMock.mock.calls[1][0]).toBe('/fhir/$export-status/g1');

    const patientFile = await within(dialog).findByRole('link', { name: 'Patient' }, { timeout: 5_000 });
    expect(patientFile).toHaveAttribute('href', '/fhir/$export-file/g1/Patient.ndjson');
    expect(within(dialog).getByRole('link', { name: 'Encounter' })).toHaveAttribute('download', 'Encounter.ndjson');
    expect(within(dialog).getByText('(50 resources)')).toBeInTheDocument();
    // What the export holds stays said beside its files.
    expect(dialog).toHaveAccessibleDescription(/audit trail/);
  });

  it('shows a refusal in the error modal with the server’s catalogue text', async () => {
    const outcome = {
      resourceType: 'OperationOutcome',
      issue: [{ severity: 'error', code: 'forbidden', diagnostics: 'You do not have permission for this action' }],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(outcome, { status: 403 })),
    );
    renderSiteClinicians();
    await userEvent.setup().click(await exportButton());
    expect(await screen.findByText('FHIR export failed')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission for this action')).toBeInTheDocument();
  });

  it("is on the site admin's devices tab too, and not on the platform's", async () => {
    const devicesOf = (url: string, path: string, ownSite: ReturnType<typeof site> | null) =>
      renderConsoleTab<DevicesTabQuery>(
        devicesTabQuery,
        DevicesTab,
        url,
        { Viewer: () => ({ site: ownSite }), AdminConsole: () => ({ fleetCounters, devices: connectionOf([]) }) },
        path,
      );
    const siteArea = devicesOf('/dashboard/siteadmin/devices', SITE_AREA, site());
    expect(await exportButton()).toBeInTheDocument();
    siteArea.unmount();

    devicesOf('/dashboard/devices', '/dashboard/:tab', null);
    expect(await screen.findByRole('button', { name: 'Register device' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export site (FHIR)' })).not.toBeInTheDocument();
  });
});
