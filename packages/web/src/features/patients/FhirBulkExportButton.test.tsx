// "Export all (FHIR)": starts the BFF's Bulk Data export with the headers it asks for, shows the
// progress while the status answers 202, then the files to download; a refusal is the §8 modal
// with the server's catalogue text; cancelling deletes the export.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { clearReportedErrors } from '../../errors/errorReporter';
import { FhirBulkExportButton } from './FhirBulkExportButton';
import { parseProgress } from './useFhirBulkExport';

const STATUS = 'http://portal.example/fhir/$export-status/e1';
const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json', ...init.headers } });

afterEach(() => {
  vi.unstubAllGlobals();
  clearReportedErrors();
});

describe('Export all (FHIR)', { timeout: 30_000 }, () => {
  it('shows the progress, then links to each file', async () => {
    const answers = [
      new Response(null, { status: 202, headers: { 'content-location': STATUS } }),
      new Response(null, { status: 202, headers: { 'x-progress': '40 of 50 patients', 'retry-after': '1' } }),
      json({
        transactionTime: '2026-06-15T10:00:00Z',
        output: [
          { type: 'Patient', url: 'http://portal.example/fhir/$export-file/e1/Patient.ndjson', count: 50 },
          { type: 'Device', url: 'http://portal.example/fhir/$export-file/e1/Device.ndjson', count: 1 },
        ],
        error: [],
      }),
    ];
    const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => answers.shift()!);
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<FhirBulkExportButton />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export all (FHIR)' }));
    expect(await screen.findByText('Exporting: 40 of 50 patients')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenNthCalledWith(
      1,
      '/fhir/Patient/$export',
      expect.objectContaining({
        headers: { accept: 'application/fhir+json', prefer: 'respond-async' },
      }),
    );
    expect(fetchMock.mock.calls[1][0]).toBe('/fhir/$export-status/e1');
    const patientFile = await screen.findByRole('link', { name: 'Patient' }, { timeout: 5_000 });
    expect(patientFile).toHaveAttribute('href', '/fhir/$export-file/e1/Patient.ndjson');
    expect(screen.getByText('(50 resources)')).toBeInTheDocument();
    expect(screen.getByText('(1 resource)')).toBeInTheDocument();
  });

  it('lists a large type’s several files, each with its own name', async () => {
    const file = (name: string) => `http://portal.example/fhir/$export-file/e1/${name}`;
    const answers = [
      new Response(null, { status: 202, headers: { 'content-location': STATUS } }),
      json({
        output: [
          { type: 'Patient', url: file('Patient.ndjson'), count: 3 },
          { type: 'Observation', url: file('Observation-1.ndjson'), count: 100_000 },
          { type: 'Observation', url: file('Observation-2.ndjson'), count: 42 },
        ],
      }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift()!),
    );
    renderWithProviders(<FhirBulkExportButton />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export all (FHIR)' }));
    const second = await screen.findByRole('link', { name: 'Observation, file 2 of 2' }, { timeout: 5_000 });
    expect(second).toHaveAttribute('href', '/fhir/$export-file/e1/Observation-2.ndjson');
    expect(second).toHaveAttribute('download', 'Observation-2.ndjson');
    expect(screen.getByRole('link', { name: 'Observation, file 1 of 2' })).toHaveAttribute('download', 'Observation-1.ndjson');
    expect(screen.getByRole('link', { name: 'Patient' })).toHaveAttribute('download', 'Patient.ndjson');
    expect(screen.getByText('(42 resources)')).toBeInTheDocument();
  });

  it('rides out a status poll lost on the way: the export runs on, and its files follow', async () => {
    let polls = 0;
    const fetchMock = vi.fn(async (path: string) => {
      if (path.startsWith('/fhir/Patient')) return new Response(null, { status: 202, headers: { 'content-location': STATUS } });
      polls += 1;
      if (polls === 1) throw new TypeError('Failed to fetch');
      return json({ output: [{ type: 'Patient', url: 'http://portal.example/fhir/$export-file/e1/Patient.ndjson', count: 3 }] });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<FhirBulkExportButton />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export all (FHIR)' }));
    expect(await screen.findByRole('link', { name: 'Patient' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(polls).toBe(2);
  });

  it('rides out a busy server’s transient answer to a status poll (503): the export runs on, and its files follow', async () => {
    const transient = {
      resourceType: 'OperationOutcome',
      issue: [{ severity: 'error', code: 'transient', diagnostics: 'Connection error' }],
    };
    let polls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        if (path.startsWith('/fhir/Patient')) return new Response(null, { status: 202, headers: { 'content-location': STATUS } });
        polls += 1;
        if (polls === 1) return json(transient, { status: 503 });
        return json({ output: [{ type: 'Patient', url: 'http://portal.example/fhir/$export-file/e1/Patient.ndjson', count: 3 }] });
      }),
    );
    renderWithProviders(<FhirBulkExportButton />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export all (FHIR)' }));
    expect(await screen.findByRole('link', { name: 'Patient' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(polls).toBe(2);
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
    renderWithProviders(<FhirBulkExportButton />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export all (FHIR)' }));
    expect(await screen.findByText('FHIR export failed')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission for this action')).toBeInTheDocument();
  });

  it('cancels a running export with DELETE', async () => {
    const fetchMock = vi.fn(async (_path: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') return new Response(null, { status: 202 });
      if (_path.startsWith('/fhir/Patient')) return new Response(null, { status: 202, headers: { 'content-location': STATUS } });
      return new Response(null, { status: 202, headers: { 'x-progress': '1 of 5 patients' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<FhirBulkExportButton />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export all (FHIR)' }));
    await screen.findByText('Exporting: 1 of 5 patients');
    await user.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(fetchMock).toHaveBeenCalledWith('/fhir/$export-status/e1', { method: 'DELETE', credentials: 'same-origin' });
    expect(screen.queryByText('Exporting: 1 of 5 patients')).not.toBeInTheDocument();
  });

  it('reads the X-Progress header', () => {
    expect(parseProgress('40 of 50 patients')).toEqual({ done: 40, total: 50 });
    expect(parseProgress(null)).toEqual({ done: 0, total: null });
  });
});
