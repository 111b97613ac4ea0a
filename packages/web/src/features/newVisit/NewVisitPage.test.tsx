import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime } from '../../i18n/dates';
import { answerSaveQuestion, confirmDialog, doctorViewer, errorModal, resolveOperation } from '../patientForm/patientFormTestSupport';
import { dayFromToday, PATIENT_ID, visitsConnection, weeklyVisits } from '../patientRecord/patientRecordTestSupport';
import { OTHER_ROLE_PAGE, PATIENT_PAGE, renderNewVisitPage } from './newVisitTestSupport';
import { visitHistoryConnectionId } from './useAddVisitMutation';

const renderNewVisit = (patient: Record<string, unknown> | null = {}, role = 'DOCTOR') =>
  renderNewVisitPage(PATIENT_ID, {
    ...doctorViewer,
    Viewer: () => ({ id: 'viewer-1', role }),
    ...(patient
      ? {
          Node: () => ({ __typename: 'Patient' }),
          Patient: () => ({
            id: PATIENT_ID,
            fullName: 'Maya Cohen',
            accountStatus: 'ACTIVE',
            lastVisits: visitsConnection(weeklyVisits(3).map((v) => ({ ...v, nextVisit: '2026-10-09T00:00:00.000Z' }))),
            ...patient,
          }),
        }
      : { Query: () => ({ node: null }) }),
  });

const field = (label: RegExp) => screen.getByLabelText(label);

describe('New visit page', { timeout: 30_000 }, () => {
  it('shows the patient, the latest visits and the form with today as the visit date', async () => {
    renderNewVisit();
    expect(await screen.findByRole('heading', { level: 1, name: 'New visit' })).toBeInTheDocument();
    expect(screen.getByText('Maya Cohen')).toBeInTheDocument();
    const last = screen.getByRole('table', { name: 'Last visits' });
    const rows = within(last).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(`${formatDateTime(weeklyVisits(1)[0]!.visitDate)}1009/10/2026`);
    expect(field(/^Visit date/)).toHaveValue(dayFromToday(0).typed);
    expect(field(/^Next visit/)).toHaveValue('');
  });

  it('with errors shows the §8 modal and the field messages, and sends nothing', async () => {
    const { environment } = renderNewVisit();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/^Visit date/));
    await user.type(field(/^Visit date/), dayFromToday(2).typed);
    await user.type(field(/^Treatment duration/), '40');
    await user.type(field(/^Next visit/), dayFromToday(-2).typed);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const modal = await errorModal('Could not add new visit');
    expect(within(modal).getByText('Fill all required fields')).toBeInTheDocument();
    for (const message of [
      'Visit date cannot be in the future',
      'Treatment duration must be between 1 and 36 months',
      'Next visit date cannot be in the past',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    await user.clear(field(/^Next visit/));
    await user.type(field(/^Next visit/), '31/02/2030');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the date as dd/mm/yyyy')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('sends the exact addVisit input, puts the visit on top of the history and goes to the patient', async () => {
    const { environment, router } = renderNewVisit();
    // The patient's visit history as the store holds it once the patient page was shown.
    environment.commitUpdate((store) => {
      const patient = store.get(PATIENT_ID)!;
      const connection = store.create(visitHistoryConnectionId(PATIENT_ID), 'VisitConnection');
      connection.setLinkedRecords([], 'edges');
      connection.setValue(6, 'totalCount');
      connection.setValue(0, '__connection_next_edge_index');
      patient.setLinkedRecord(connection, '__VisitHistory_visits_connection');
    });
    const user = userEvent.setup();
    const next = dayFromToday(28);
    await user.type(await screen.findByLabelText(/^Treatment duration/), '6');
    await user.type(field(/^Next visit/), next.typed);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await answerSaveQuestion(user, 'Save the new visit?');

    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(operation.request.node.params.name).toBe('useAddVisitMutation');
    expect(operation.request.variables).toEqual({
      input: { patientId: PATIENT_ID, visitDate: dayFromToday(0).iso, treatmentDurationMonths: 6, nextVisit: next.iso },
      connections: [visitHistoryConnectionId(PATIENT_ID)],
    });
    resolveOperation(environment, operation, {
      AddVisitPayload: () => ({ errors: [] }),
      Visit: () => ({ id: 'VmlzaXQ6bmV3', testCount: 0, resultCount: 0 }),
      Patient: () => ({ id: PATIENT_ID, fullName: 'Maya Cohen' }),
    });

    expect(await screen.findByText(PATIENT_PAGE)).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?id=${encodeURIComponent(PATIENT_ID)}&completed=false`);
    expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument();
    const connection = environment.getStore().getSource().get(visitHistoryConnectionId(PATIENT_ID));
    expect(connection?.totalCount).toBe(7);
    const edgeRefs = (connection?.edges as { __refs: string[] }).__refs;
    expect(edgeRefs).toHaveLength(1);
    const edge = environment.getStore().getSource().get(edgeRefs[0]!);
    expect((edge?.node as { __ref: string }).__ref).toBe('VmlzaXQ6bmV3');
  });

  it('asks before saving a valid visit: No sends nothing and keeps what was typed', async () => {
    const { environment } = renderNewVisit();
    const user = userEvent.setup();
    const next = dayFromToday(28);
    await user.type(await screen.findByLabelText(/^Treatment duration/), '6');
    await user.type(field(/^Next visit/), next.typed);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(await screen.findByTestId('confirm-dialog')).getByText('Maya Cohen')).toBeInTheDocument();
    await answerSaveQuestion(user, 'Save the new visit?', 'No');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(field(/^Treatment duration/)).toHaveValue(6);
    expect(field(/^Next visit/)).toHaveValue(next.typed);
  });

  it('asks before withdrawing a started visit', async () => {
    const { router } = renderNewVisit();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Treatment duration/), '6');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(within(confirmDialog()).getByText('Withdraw the new visit?')).toBeInTheDocument();
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(PATIENT_PAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/Patient');
  });

  it('sends other roles to their own dashboard, and says so for an unknown or completed patient', async () => {
    const admin = renderNewVisit({}, 'ADMIN');
    expect(await screen.findByText(OTHER_ROLE_PAGE)).toBeInTheDocument();
    admin.unmount();

    const unknown = renderNewVisit(null);
    expect(await screen.findByRole('heading', { name: "Could not get patient's profile" })).toBeInTheDocument();
    unknown.unmount();

    renderNewVisit({ accountStatus: 'COMPLETED' });
    expect(await screen.findByRole('heading', { name: 'Could not add new visit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
