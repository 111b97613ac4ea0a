import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { confirmDialog, errorModal, OTHER_PAGE, PATIENTS_TABLE, resolveOperation } from '../patientForm/patientFormTestSupport';
import { activateLanguage } from '../../i18n/language';
import { PATIENT_ID, patient, renderPatient } from './patientRecordTestSupport';

describe('Patient page', { timeout: 30_000 }, () => {
  it('shows the personal info, the visits summary, and the way back to the patients', async () => {
    renderPatient(patient());
    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Cohen' })).toBeInTheDocument();
    const personal = screen.getByRole('region', { name: 'Personal info' });
    // Identifiers are isolated left to right, so a right-to-left page keeps their digits in order.
    expect(within(personal).getByText('123456782')).toHaveAttribute('dir', 'ltr');
    expect(within(personal).getByText('Female')).toBeInTheDocument();
    expect(within(personal).getByText('09/03/2015 (11 years)')).toBeInTheDocument();
    expect(within(personal).getByText('02/10/2026')).toBeInTheDocument();
    expect(screen.getByText('48')).toBeInTheDocument();
    expect(screen.getByText('01/12/2026')).toBeInTheDocument();
    expect(screen.getByText('40% of 180 days')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
    expect(screen.queryByText('Missed more than 30%')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to patients' }));
    expect(await screen.findByText(PATIENTS_TABLE)).toBeInTheDocument();
  });

  it('keeps the phone left to right and lets the address follow its own script', async () => {
    renderPatient(patient());
    await userEvent.click(await screen.findByRole('button', { name: 'Contact info' }));
    expect(await screen.findByText('+972 50 1234567')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText(/Herzl 10/)).toHaveAttribute('dir', 'auto');
  });

  it('names a recognised country in the reader’s language and shows any other as stored', async () => {
    const address = (country: string) => ({
      personal: { ...patient().personal, address: { ...patient().personal.address, country } },
    });
    // The countries' names load when the folded section is about to be read (pointed at, opened);
    // until then the country reads as stored.
    const first = renderPatient(patient(address('IL')));
    await userEvent.click(await screen.findByRole('button', { name: 'Contact info' }));
    expect(await screen.findByText(/Herzl 10[\s\S]*Israel$/)).toBeInTheDocument();
    first.unmount();
    try {
      for (const [language, stored, shown] of [
        ['he', 'usa', 'ארצות הברית'],
        ['zh', 'Israel', '以色列'],
        ['en', 'IL', 'Israel'],
        ['zh', 'Atlantis', 'Atlantis'],
      ] as const) {
        await act(() => activateLanguage(language));
        const { unmount } = renderPatient(patient(address(stored)));
        // The address is in the page whether or not its section is open (the names are in by now).
        expect(await screen.findByText(new RegExp(`Herzl 10[\\s\\S]*${shown}$`))).toBeInTheDocument();
        unmount();
      }
    } finally {
      await act(() => activateLanguage('en'));
    }
  });

  it('a completed patient cannot be updated and goes back to the archive, whatever the link said', async () => {
    renderPatient(patient({ accountStatus: 'COMPLETED', missedMoreThanThreshold: true }), 'false');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maya Cohen' })).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    expect(screen.getByText('Missed more than 30%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to archive' }));
    expect(await screen.findByText(OTHER_PAGE)).toBeInTheDocument();
  });

  it('deletes only after the confirmation, then goes back to the list', async () => {
    const { environment } = renderPatient(patient());
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(within(confirmDialog()).getByText('Delete Maya Cohen?')).toBeInTheDocument();
    await userEvent.click(within(confirmDialog()).getByRole('button', { name: 'Delete patient' }));
    const operation = await waitFor(() => {
      const pending = environment.mock.getMostRecentOperation();
      expect(pending.request.node.params.name).toBe('useDeletePatientMutation');
      return pending;
    });
    expect(operation.request.variables.input).toEqual({ id: PATIENT_ID });
    resolveOperation(environment, operation, { DeletePatientPayload: () => ({ deletedId: PATIENT_ID, errors: [] }) });
    expect(await screen.findByText(PATIENTS_TABLE)).toBeInTheDocument();
  });

  it('a patient already deleted elsewhere: the §8 title says why, and the record is left for the list', async () => {
    const { environment } = renderPatient(patient());
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(confirmDialog()).getByRole('button', { name: 'Delete patient' }));
    const operation = await waitFor(() => {
      const pending = environment.mock.getMostRecentOperation();
      expect(pending.request.node.params.name).toBe('useDeletePatientMutation');
      return pending;
    });
    resolveOperation(environment, operation, {
      DeletePatientPayload: () => ({
        deletedId: PATIENT_ID,
        errors: [{ __typename: 'ConflictError', title: ERROR_TITLES.patientNotDeleted, messages: [ERROR_MESSAGES.patientAlreadyDeleted] }],
      }),
    });
    const modal = await errorModal('Could not delete patient');
    expect(within(modal).getByText(ERROR_MESSAGES.patientAlreadyDeleted)).toBeInTheDocument();
    expect(await screen.findByText(PATIENTS_TABLE)).toBeInTheDocument();
  });

  it('says so when the patient cannot be read', async () => {
    renderPatient(null);
    expect(await screen.findByRole('heading', { name: "Could not get patient's profile" })).toBeInTheDocument();
    await act(async () => {});
    expect(screen.getByRole('link', { name: 'Back to patients' })).toBeInTheDocument();
  });

  it('shows who opened or changed the record, newest first, with dd/mm/yyyy 24-hour times', async () => {
    renderPatient(
      patient({
        accessLog: [
          { at: '2026-11-26T14:05:00.000Z', action: 'OPENED', actorName: 'Laura Bianchi' },
          { at: '2026-11-20T08:30:00.000Z', action: 'ADDED_VISIT', actorName: null },
        ],
      }),
    );
    const log = await screen.findByRole('list', { name: 'Record access' });
    const [first, second] = within(log).getAllByRole('listitem');
    expect(first).toHaveTextContent('Laura Bianchi');
    expect(first).toHaveTextContent(/Opened the record · 26\/11\/2026 \d{2}:05/);
    expect(second).toHaveTextContent('A former staff member');
    expect(second).toHaveTextContent('Added a visit');
  });

  it('says when no one has opened the record yet', async () => {
    renderPatient(patient({ accessLog: [] }));
    expect(await screen.findByText('No one has opened this record yet.')).toBeInTheDocument();
  });
});
