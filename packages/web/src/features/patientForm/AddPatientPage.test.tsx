import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockEnvironment } from '../../test/renderWithProviders';
import { patientsConnectionId } from '../patients/patientsConnection';
import type { AddPatientPageQuery } from '../../__generated__/AddPatientPageQuery.graphql';
import { chooseInPicker } from '../../components/form/pickerTestSupport';
import { AddPatientPage, addPatientPageQuery } from './AddPatientPage';
import {
  answerSaveQuestion,
  confirmDialog,
  doctorViewer,
  errorModal,
  PATIENTS_TABLE,
  renderPatientPage,
  resolveOperation,
} from './patientFormTestSupport';

const renderAddPatient = () =>
  renderPatientPage<AddPatientPageQuery>(addPatientPageQuery, AddPatientPage, '/dashboard/AddPatient', {}, doctorViewer);

const field = (label: RegExp) => screen.getByLabelText(label);

/** Puts `text` in a field as a paste: one change instead of a keystroke each (jsdom renders the form on every one). */
async function paste(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

/** The required fields; the date of birth typed, as its mask follows the keys. */
async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await paste(user, await screen.findByLabelText(/^First name/), 'Maya');
  await paste(user, field(/^Last name/), 'Cohen');
  await user.type(field(/^Date of birth/), '09/03/2015');
  await paste(user, field(/^E-mail/), 'maya.parent@example.com');
}

/** The active patients table as the store holds it once its tab was shown: 3 patients. */
function seedPatientsTable(environment: MockEnvironment) {
  environment.commitUpdate((store) => {
    const workspace = store.create('client:root:doctorWorkspace', 'DoctorWorkspace');
    store.getRoot().setLinkedRecord(workspace, 'doctorWorkspace');
    const counts = store.create('client:root:doctorWorkspace:patientCounts', 'PatientCounts');
    counts.setValue(3, 'active');
    workspace.setLinkedRecord(counts, 'patientCounts');
    const connection = store.create(patientsConnectionId(), 'PatientConnection');
    connection.setLinkedRecords([], 'edges');
    connection.setValue(3, 'totalCount');
    connection.setValue(0, '__connection_next_edge_index');
  });
}

const storeRecord = (environment: MockEnvironment, id: string) => environment.getStore().getSource().get(id);

// Typing into jsdom through user-event is slow; a busy machine needs more than 5 s.
describe('Add patient page', { timeout: 30_000 }, () => {
  it('shows the page header, the single step and the three sections', async () => {
    renderAddPatient();
    expect(await screen.findByRole('heading', { level: 1, name: 'Add patient' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Steps' })).toHaveTextContent('Personal info');
    for (const section of ['Patient details', 'Address', 'Notes']) {
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    }
    // dd/mm/yyyy whatever the browser's locale (§1).
    expect(field(/^Date of birth/)).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(screen.getByText('0 of 500 characters')).toBeInTheDocument();
  });

  it('with errors shows the §8 modal and the field messages, and sends nothing', async () => {
    const { environment } = renderAddPatient();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^E-mail/), 'maya@');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const modal = await errorModal('Could not save patient');
    expect(within(modal).getByText('Fill all required fields')).toBeInTheDocument();
    for (const message of ['First name is required', 'Last name is required', 'Date of birth is required', 'E-mail is not valid']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('asks for the state when the country is the U.S., chosen from the U.S. states', async () => {
    const { environment } = renderAddPatient();
    const user = userEvent.setup();
    // Said at once, even while other fields are missing.
    await chooseInPicker(user, /^Country/, 'united st', 'United States of America');
    expect(screen.getByRole('combobox', { name: /^State/ })).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await errorModal('Could not save patient');
    expect(screen.getByText('State is required')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await errorModal('Could not save patient');
    expect(screen.getByText('State is required')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'OK' }));

    // Another country: the state is free text again, and not required.
    await user.click(screen.getByRole('button', { name: /clear/i }));
    await chooseInPicker(user, /^Country/, 'canad', 'Canada');
    expect(screen.getByRole('textbox', { name: /^State/ })).not.toBeRequired();
  });

  it('refuses a birthdate in the future', async () => {
    const { environment } = renderAddPatient();
    const user = userEvent.setup();
    await fillRequired(user);
    await user.clear(field(/^Date of birth/));
    const nextYear = new Date().getFullYear() + 1;
    await user.type(field(/^Date of birth/), `15/01/${nextYear}`);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await errorModal('Could not save patient');
    expect(screen.getByText('Date of birth cannot be in the future')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('sends the exact createPatient input and goes to the patients table', async () => {
    const { environment, router } = renderAddPatient();
    seedPatientsTable(environment);
    const user = userEvent.setup();
    await fillRequired(user);
    await user.selectOptions(field(/^Gender/), 'Male');
    await chooseInPicker(user, /^Country/, 'ital', 'Italy');
    await paste(user, field(/^City/), 'Florence');
    await paste(user, field(/^Notes for this patient/), 'Prefers mornings');
    expect(screen.getByText('16 of 500 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await answerSaveQuestion(user, 'Save the new patient?');

    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(operation.request.node.params.name).toBe('useCreatePatientMutation');
    expect(operation.request.variables).toEqual({
      input: {
        firstName: 'Maya',
        lastName: 'Cohen',
        socialId: null,
        birthdate: '2015-03-09',
        gender: 'MALE',
        email: 'maya.parent@example.com',
        phoneNumber: null,
        street: null,
        apartment: null,
        city: 'Florence',
        state: null,
        country: 'IT',
        zipCode: null,
        notes: 'Prefers mornings',
      },
      connections: ['client:root:doctorWorkspace:__PatientsTab_patients_connection'],
    });
    resolveOperation(environment, operation, {
      CreatePatientPayload: () => ({ errors: [] }),
      Patient: () => ({ id: 'UGF0aWVudDpwOQ==', firstName: 'Maya', lastName: 'Cohen' }),
      PatientCounts: () => ({ active: 4 }),
    });

    expect(await screen.findByText(PATIENTS_TABLE)).toBeInTheDocument();
    // The row joins the table and the toggles' counts follow, without reading the list again.
    const connection = storeRecord(environment, patientsConnectionId());
    expect(connection?.totalCount).toBe(4);
    const edgeRefs = (connection?.edges as { __refs: string[] }).__refs;
    expect(edgeRefs).toHaveLength(1);
    const edge = storeRecord(environment, edgeRefs[0]!);
    expect((edge?.node as { __ref: string }).__ref).toBe('UGF0aWVudDpwOQ==');
    const countsRef = (storeRecord(environment, 'client:root:doctorWorkspace')?.patientCounts as { __ref: string }).__ref;
    expect(storeRecord(environment, countsRef)?.active).toBe(4);
    expect(router.state.location.pathname).toBe('/dashboard/patients');
    expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument();
  });

  it('asks before saving a valid patient: No sends nothing and keeps what was typed', async () => {
    const { environment } = renderAddPatient();
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(await screen.findByTestId('confirm-dialog')).getByText('Maya Cohen')).toBeInTheDocument();
    await answerSaveQuestion(user, 'Save the new patient?', 'No');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(field(/^First name/)).toHaveValue('Maya');
    expect(field(/^E-mail/)).toHaveValue('maya.parent@example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Add patient' })).toBeInTheDocument();
  });

  it('puts the server’s field errors under the fields and keeps what was typed', async () => {
    const { environment } = renderAddPatient();
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await answerSaveQuestion(user, 'Save the new patient?');

    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    resolveOperation(environment, operation, {
      CreatePatientPayload: () => ({
        errors: [
          {
            __typename: 'ValidationError',
            title: 'Could not save patient',
            messages: ['Fill all required fields'],
            fieldErrors: [{ field: 'email', key: 'email_invalid' }],
          },
        ],
      }),
    });

    await errorModal('Could not save patient');
    expect(screen.getByText('E-mail is not valid')).toBeInTheDocument();
    expect(field(/^First name/)).toHaveValue('Maya');
    expect(screen.queryByText(PATIENTS_TABLE)).not.toBeInTheDocument();
  });

  it('asks before withdrawing the new patient; No keeps what was typed', async () => {
    const { router } = renderAddPatient();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^First name/), 'Maya');
    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(await screen.findByTestId('confirm-dialog')).toHaveTextContent('Withdraw the new patient?');
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/dashboard/AddPatient');
    expect(field(/^First name/)).toHaveValue('Maya');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(PATIENTS_TABLE)).toBeInTheDocument();
  });

  it('leaves a clean form without asking', async () => {
    renderAddPatient();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByText(PATIENTS_TABLE)).toBeInTheDocument();
    expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument();
  });
});
