import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EditPatientPageQuery } from '../../__generated__/EditPatientPageQuery.graphql';
import { EditPatientPage, editPatientPageQuery } from './EditPatientPage';
import {
  answerSaveQuestion,
  confirmDialog,
  doctorViewer,
  errorModal,
  OTHER_PAGE,
  PATIENT_RECORD,
  PATIENTS_TABLE,
  renderPatientPage,
  resolveOperation,
} from './patientFormTestSupport';

const PATIENT_ID = 'UGF0aWVudDpwMQ==';

const maya = {
  __typename: 'Patient',
  id: PATIENT_ID,
  version: '4',
  fullName: 'Maya Cohen',
  personal: {
    firstName: 'Maya',
    lastName: 'Cohen',
    socialId: '123456782',
    gender: 'FEMALE',
    birthdate: '2015-03-09',
    email: 'maya.parent@example.com',
    phoneNumber: '+972 50 1234567',
    notes: 'Prefers mornings',
    address: { street: 'Herzl 10', apartment: '4', city: 'Haifa', state: null, country: 'Israel', zipCode: '3303110' },
  },
};

// The generator answers node(id:) with the Node resolver's type, then fills it from the Patient one.
const renderEditPatient = (found = true, status: Record<string, unknown> = { accountStatus: 'ACTIVE', detailsEditable: true }) =>
  renderPatientPage<EditPatientPageQuery>(
    editPatientPageQuery,
    EditPatientPage,
    `/dashboard/EditPatient?id=${encodeURIComponent(PATIENT_ID)}`,
    { id: PATIENT_ID },
    found
      ? { ...doctorViewer, Node: () => ({ __typename: 'Patient' }), Patient: () => ({ ...maya, ...status }) }
      : { ...doctorViewer, Query: () => ({ node: null }) },
  );

const field = (label: RegExp) => screen.getByLabelText(label);

/** Maya as another doctor saved her while this form was open. */
const savedMeanwhile = {
  ...maya,
  version: '5',
  fullName: 'Maya Cohen-Levi',
  personal: { ...maya.personal, lastName: 'Cohen-Levi', notes: 'Afternoons' },
};

/** updatePatient's answer to a save made from an older version. */
const editConflict = (current: typeof maya) => ({
  patient: null,
  errors: [
    {
      __typename: 'EditConflictError',
      title: 'Could not edit patient',
      messages: ['This record was changed by someone else since you opened it'],
      current,
    },
  ],
});

describe('Edit patient page', { timeout: 30_000 }, () => {
  it('starts from the patient’s stored details', async () => {
    renderEditPatient();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit patient' })).toBeInTheDocument();
    expect(screen.getByText('Maya Cohen')).toBeInTheDocument();
    expect(field(/^First name/)).toHaveValue('Maya');
    expect(field(/^Last name/)).toHaveValue('Cohen');
    expect(field(/^Social ID/)).toHaveValue('123456782');
    expect(field(/^Date of birth/)).toHaveValue('09/03/2015');
    expect(field(/^Gender/)).toHaveValue('FEMALE');
    expect(field(/^E-mail/)).toHaveValue('maya.parent@example.com');
    expect(field(/^Phone/)).toHaveValue('+972 50 1234567');
    expect(field(/^Street/)).toHaveValue('Herzl 10');
    expect(field(/^City/)).toHaveValue('Haifa');
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('Israel');
    expect(field(/^ZIP code/)).toHaveValue('3303110');
    expect(field(/^Notes for this patient/)).toHaveValue('Prefers mornings');
    // §5: the e-mail is optional when editing.
    expect(field(/^E-mail/)).not.toBeRequired();
  });

  it('sends updatePatient with the patient’s id and goes to the patients table', async () => {
    const { environment, router } = renderEditPatient();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/^City/));
    await user.type(field(/^City/), 'Tel Aviv');
    await user.clear(field(/^E-mail/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await answerSaveQuestion(user, 'Save the changes to this patient?');

    const operation = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(operation.request.node.params.name).toBe('useUpdatePatientMutation');
    expect(operation.request.variables.input).toEqual({
      id: PATIENT_ID,
      firstName: 'Maya',
      lastName: 'Cohen',
      socialId: '123456782',
      birthdate: '2015-03-09',
      gender: 'FEMALE',
      email: null,
      phoneNumber: '+972 50 1234567',
      street: 'Herzl 10',
      apartment: '4',
      city: 'Tel Aviv',
      state: null,
      // The stored name, recognised, is sent as its ISO code.
      country: 'IL',
      zipCode: '3303110',
      notes: 'Prefers mornings',
      expectedVersion: '4',
    });
    resolveOperation(environment, operation, {
      UpdatePatientPayload: () => ({ errors: [] }),
      Patient: () => ({ ...maya, personal: { ...maya.personal, email: null, address: { ...maya.personal.address, city: 'Tel Aviv' } } }),
    });
    expect(await screen.findByText(PATIENTS_TABLE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/patients');
  });

  it('shows what someone else saved meanwhile beside what was typed, and saves the doctor’s over it when asked', async () => {
    const { environment } = renderEditPatient();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/^City/));
    await user.type(field(/^City/), 'Tel Aviv');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await answerSaveQuestion(user, 'Save the changes to this patient?');
    const first = await waitFor(() => environment.mock.getMostRecentOperation());
    resolveOperation(environment, first, { UpdatePatientPayload: () => editConflict(savedMeanwhile) });

    const conflict = await screen.findByRole('alertdialog', { name: 'Changed by someone else' });
    const rows = within(within(conflict).getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['FieldYoursSaved now', 'Last nameCohenCohen-Levi', 'CityTel AvivHaifa', 'NotesPrefers morningsAfternoons']);
    // No error modal: the comparison is the answer, and what was typed is still in the form.
    expect(screen.queryByRole('alertdialog', { name: 'Could not edit patient' })).not.toBeInTheDocument();
    expect(field(/^City/)).toHaveValue('Tel Aviv');

    await user.click(within(conflict).getByRole('button', { name: 'Save mine over them' }));
    const second = await waitFor(() => {
      const operation = environment.mock.getMostRecentOperation();
      expect(operation).not.toBe(first);
      return operation;
    });
    // No second question: the doctor has just chosen; the version is the one saved meanwhile.
    expect(second.request.variables.input).toMatchObject({ id: PATIENT_ID, expectedVersion: '5', lastName: 'Cohen', city: 'Tel Aviv' });
    resolveOperation(environment, second, { UpdatePatientPayload: () => ({ errors: [] }), Patient: () => ({ ...maya, version: '6' }) });
    expect(await screen.findByText(PATIENTS_TABLE)).toBeInTheDocument();
  });

  it('takes the saved values into the form when the doctor chooses them', async () => {
    const { environment } = renderEditPatient();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/^City/));
    await user.type(field(/^City/), 'Tel Aviv');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await answerSaveQuestion(user, 'Save the changes to this patient?');
    resolveOperation(environment, await waitFor(() => environment.mock.getMostRecentOperation()), {
      UpdatePatientPayload: () => editConflict(savedMeanwhile),
    });
    const conflict = await screen.findByRole('alertdialog', { name: 'Changed by someone else' });
    await user.click(within(conflict).getByRole('button', { name: 'Use the saved values' }));
    await waitFor(() => expect(field(/^City/)).toHaveValue('Haifa'));
    expect(field(/^Last name/)).toHaveValue('Cohen-Levi');
    expect(field(/^Notes for this patient/)).toHaveValue('Afternoons');
    expect(screen.queryByRole('alertdialog', { name: 'Changed by someone else' })).not.toBeInTheDocument();
  });

  it('with a required field cleared shows ‘Could not edit patient’ and sends nothing', async () => {
    const { environment } = renderEditPatient();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/^Last name/));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const modal = await errorModal('Could not edit patient');
    expect(within(modal).getByText('Fill all required fields')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('asks before leaving with changes for another dashboard page', async () => {
    const { router } = renderEditPatient();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Notes for this patient/), ', after school');
    act(() => void router.navigate('/dashboard/archive'));

    expect(await screen.findByTestId('confirm-dialog')).toHaveTextContent('Withdraw your changes?');
    await user.click(within(confirmDialog()).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
    expect(field(/^Notes for this patient/)).toHaveValue('Prefers mornings, after school');

    act(() => void router.navigate('/dashboard/archive'));
    await user.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(OTHER_PAGE)).toBeInTheDocument();
  });

  it('asks before saving the changes: No sends nothing and keeps them', async () => {
    const { environment } = renderEditPatient();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Notes for this patient/), ', after school');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await answerSaveQuestion(user, 'Save the changes to this patient?', 'No');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(field(/^Notes for this patient/)).toHaveValue('Prefers mornings, after school');
  });

  it('opens a completed patient read-only: the reason, the way back to the record, and no Save', async () => {
    const { router } = renderEditPatient(true, { accountStatus: 'COMPLETED', detailsEditable: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Patient details' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Maya Cohen has completed the treatment');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(field(/^First name/)).toBeDisabled();
    expect(field(/^Notes for this patient/)).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Back to the patient record' }));
    expect(await screen.findByText(PATIENT_RECORD)).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?id=${encodeURIComponent(PATIENT_ID)}&completed=true`);
    expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument();
  });

  it('shows ‘Could not get patient’s profile’ with a way back for an unknown id', async () => {
    renderEditPatient(false);
    expect(await screen.findByRole('heading', { name: "Could not get patient's profile" })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Back to patients' }));
    expect(await screen.findByText(PATIENTS_TABLE)).toBeInTheDocument();
  });
});
