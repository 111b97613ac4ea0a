import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '../../i18n/dates';
import { activateLanguage } from '../../i18n/language';
import { errorModal, resolveOperation } from '../patientForm/patientFormTestSupport';
import { dayFromToday, PATIENT_ID, patient, renderPatient, visitsConnection, weeklyVisits } from './patientRecordTestSupport';

const history = () => screen.findByRole('table', { name: 'Visit history' });
const visitButtons = (table: HTMLElement) => within(table).getAllByRole('button', { name: /^Files of the visit on / });

describe('Patient page: visits', { timeout: 30_000 }, () => {
  it('pages the visit history 4 at a time, newest first', async () => {
    const visits = weeklyVisits(5);
    renderPatient(patient({ visits: visitsConnection(visits) }));
    const table = await history();
    const firstPage = visitButtons(table);
    expect(firstPage.map((b) => b.textContent)).toEqual(visits.slice(0, 4).map((v) => formatDateTime(v.visitDate)));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('10');
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(visitButtons(table).map((b) => b.textContent)).toEqual([formatDateTime(visits[4]!.visitDate)]);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('14');
  });

  it('shows no pagination for 4 visits or fewer', async () => {
    renderPatient(patient({ visits: visitsConnection(weeklyVisits(4)) }));
    expect(visitButtons(await history())).toHaveLength(4);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('opens a visit onto its report files, or says there are none', async () => {
    const [withFiles, without] = weeklyVisits(2);
    const reports = [
      { fileName: 'report-ACT.pdf', downloadUrl: 'https://files.example/r/abc', expiresAt: '2099-01-01T00:00:00.000Z' },
      { fileName: 'report-Stereo.pdf', downloadUrl: 'https://files.example/r/def', expiresAt: '2099-01-01T00:00:00.000Z' },
    ];
    renderPatient(patient({ visits: visitsConnection([{ ...withFiles!, reports }, without!]) }));
    const table = await history();
    const [first, second] = visitButtons(table);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const files = document.getElementById(first!.getAttribute('aria-controls')!)!;
    const link = within(files).getByRole('link', { name: 'report-ACT.pdf' });
    // The reader's language rides on the link, for the page an expired one shows.
    expect(link).toHaveAttribute('href', 'https://files.example/r/abc?lang=en');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(files).getByRole('link', { name: 'report-Stereo.pdf' })).toHaveAttribute('href', 'https://files.example/r/def?lang=en');

    // The printable report of the visit opens from the same row.
    expect(within(files).getByRole('link', { name: 'Open the visit report' })).toHaveAttribute(
      'href',
      `/dashboard/visit-report?id=${encodeURIComponent(withFiles!.id)}`,
    );

    await userEvent.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(within(table).getByText('No uploaded files')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Open the visit report']);
  });

  it('downloads through a link asked for at the click, not the one the page was given long ago', async () => {
    const [visit] = weeklyVisits(1);
    const stale = [
      { fileName: 'report-ACT.pdf', downloadUrl: 'https://portal.example/reports/old', expiresAt: '2099-01-01T00:00:00.000Z' },
    ];
    const { environment } = renderPatient(patient({ visits: visitsConnection([{ ...visit!, reports: stale }]) }));
    const table = await history();
    await userEvent.click(visitButtons(table)[0]!);
    const opened: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(`${this.href} as ${this.download}`);
    });
    try {
      await userEvent.click(within(table).getByRole('link', { name: 'report-ACT.pdf' }));
      const operation = await waitFor(() => {
        const pending = environment.mock.getMostRecentOperation();
        expect(pending.request.node.params.name).toBe('useFreshReportDownloadQuery');
        return pending;
      });
      expect(operation.request.variables).toEqual({ visitId: visit!.id });
      resolveOperation(environment, operation, {
        Node: () => ({ __typename: 'Visit' }),
        Visit: () => ({
          id: visit!.id,
          reports: [
            { fileName: 'report-ACT.pdf', downloadUrl: 'https://portal.example/reports/fresh', expiresAt: '2099-01-01T00:05:00.000Z' },
          ],
        }),
      });
      await waitFor(() => expect(opened).toEqual(['https://portal.example/reports/fresh?lang=en as report-ACT.pdf']));
      // The row shows the fresh link from then on.
      expect(within(table).getByRole('link', { name: 'report-ACT.pdf' })).toHaveAttribute(
        'href',
        'https://portal.example/reports/fresh?lang=en',
      );
    } finally {
      click.mockRestore();
    }
  });

  it('says the reports are unavailable when the site does not back up data', async () => {
    const [visit] = weeklyVisits(1);
    const reports = [{ fileName: 'report-ACT.pdf', downloadUrl: null, expiresAt: null }];
    renderPatient(patient({ reportsAvailable: false, visits: visitsConnection([{ ...visit!, reports }]) }));
    const table = await history();
    await userEvent.click(visitButtons(table)[0]!);
    expect(within(table).getByText('Test reports are unavailable: the site does not back up data')).toBeInTheDocument();
    // Uploaded files stay out of reach; the portal's own report of the visit does not.
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Open the visit report']);
  });

  it('counts the results shown (one per test and correction), with the attempts beside them when retests made more', async () => {
    const [retested, plain] = weeklyVisits(2);
    renderPatient(
      patient({
        testCount: 48,
        resultCount: 30,
        visits: visitsConnection([
          { ...retested!, testCount: 8, resultCount: 5 },
          { ...plain!, testCount: 4, resultCount: 4 },
        ]),
      }),
    );
    const rows = within(await history()).getAllByRole('row');
    expect(within(rows[1]!).getAllByRole('cell')[1]).toHaveTextContent(/^5 \(8 attempts\)$/);
    expect(within(rows[2]!).getAllByRole('cell')[1]).toHaveTextContent(/^4$/);
    expect(screen.getByText('Total tests').closest('dl, div')).toHaveTextContent('30 (48 attempts)');
  });

  it('counts results and attempts in Hebrew', async () => {
    await act(() => activateLanguage('he'));
    const [retested] = weeklyVisits(1);
    renderPatient(patient({ visits: visitsConnection([{ ...retested!, testCount: 8, resultCount: 5 }]) }));
    const table = await screen.findByRole('table', { name: 'היסטוריית ביקורים' });
    expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[1]).toHaveTextContent(/^5 \(8 ניסיונות\)$/);
  });

  it('ticks the tests done at the last visit', async () => {
    renderPatient(patient({ testsAtLastVisit: ['ACT', 'STEREO_ACUITY'] }));
    const box = await screen.findByRole('region', { name: 'Tests at the last visit' });
    const items = within(box).getAllByRole('listitem');
    expect(items).toHaveLength(11);
    expect(items[0]).toHaveTextContent('ACTdone');
    expect(items[1]).toHaveTextContent('CTnot done');
    expect(items[10]).toHaveTextContent('Stereo acuitydone');
  });
});

describe('Patient page: next visit date', { timeout: 30_000 }, () => {
  const openPicker = async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Change' }));
    return screen.findByRole('dialog', { name: 'Next visit date' });
  };

  it('refuses a day in the past and sends nothing', async () => {
    const { environment } = renderPatient(patient({ nextVisitDate: null }));
    const dialog = await openPicker();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/^Next visit/), dayFromToday(-1).typed);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Next visit date cannot be in the past')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/^Next visit/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Next visit date is required')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('sends the chosen day and shows it', async () => {
    const planned = dayFromToday(30);
    const { environment } = renderPatient(patient({ nextVisitDate: `${planned.iso}T09:00:00.000Z` }));
    const dialog = await openPicker();
    // The planned next visit is offered.
    expect(within(dialog).getByLabelText(/^Next visit/)).toHaveValue(planned.typed);
    const user = userEvent.setup();
    const day = dayFromToday(3);
    await user.clear(within(dialog).getByLabelText(/^Next visit/));
    await user.type(within(dialog).getByLabelText(/^Next visit/), day.typed);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(operation.request.node.params.name).toBe('useSetNextVisitDateMutation');
    expect(operation.request.variables).toEqual({ input: { patientId: PATIENT_ID, nextVisitDate: day.iso, expectedVersion: '4' } });
    resolveOperation(environment, operation, {
      SetNextVisitDatePayload: () => ({ errors: [] }),
      Patient: () => patient({ nextVisitDate: `${day.iso}T00:00:00.000Z` }),
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Next visit date' })).not.toBeInTheDocument());
    expect(screen.getByText(day.typed)).toBeInTheDocument();
  });

  it('says when someone else planned the visit meanwhile, shows their date, and saves the chosen one over it when asked', async () => {
    const planned = dayFromToday(30);
    const { environment } = renderPatient(patient({ nextVisitDate: `${planned.iso}T09:00:00.000Z` }));
    const dialog = await openPicker();
    const user = userEvent.setup();
    const day = dayFromToday(3);
    await user.clear(within(dialog).getByLabelText(/^Next visit/));
    await user.type(within(dialog).getByLabelText(/^Next visit/), day.typed);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const first = await waitFor(() => environment.mock.getMostRecentOperation());
    const theirs = dayFromToday(10);
    resolveOperation(environment, first, {
      SetNextVisitDatePayload: () => ({
        patient: null,
        errors: [
          {
            __typename: 'EditConflictError',
            title: 'Could not edit patient',
            messages: ['This record was changed by someone else since you opened it'],
            current: { ...patient({ version: '5', nextVisitDate: `${theirs.iso}T09:00:00.000Z` }) },
          },
        ],
      }),
    });

    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent('Changed by someone else');
    expect(notice).toHaveTextContent(`Next visit saved now: ${theirs.typed}`);
    // The record behind shows their date at once; the chosen day stays in the picker.
    expect(screen.getByText(theirs.typed)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Next visit/)).toHaveValue(day.typed);
    expect(screen.queryByRole('alertdialog', { name: 'Could not edit patient' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const second = await waitFor(() => {
      const operation = environment.mock.getMostRecentOperation();
      expect(operation).not.toBe(first);
      return operation;
    });
    expect(second.request.variables.input).toEqual({ patientId: PATIENT_ID, nextVisitDate: day.iso, expectedVersion: '5' });
  });

  it('puts the server’s refusal under the field', async () => {
    const { environment } = renderPatient(patient({ nextVisitDate: `${dayFromToday(30).iso}T09:00:00.000Z` }));
    const dialog = await openPicker();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    resolveOperation(environment, operation, {
      SetNextVisitDatePayload: () => ({
        errors: [
          {
            __typename: 'ValidationError',
            title: 'Could not edit patient',
            messages: ['Fill all required fields'],
            fieldErrors: [{ field: 'nextVisitDate', key: 'next_visit_past' }],
          },
        ],
      }),
    });
    await errorModal('Could not edit patient');
    expect(within(dialog).getByText('Next visit date cannot be in the past')).toBeInTheDocument();
  });
});
