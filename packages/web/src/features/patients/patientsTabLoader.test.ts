import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { setRelayEnvironment } from '../../relay/environment';
import { patientsTabLoader } from './patientsTabLoader';

const args = {
  request: new Request('http://portal.test/dashboard/patients'),
  params: {},
  context: undefined,
} as unknown as LoaderFunctionArgs;

async function patientsQueryVariablesFor(role: 'ADMIN' | 'DOCTOR') {
  const environment = createMockEnvironment();
  setRelayEnvironment(environment);
  const loaded = patientsTabLoader(args);
  environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, { Viewer: () => ({ role }) }));
  const queryRef = await loaded;
  const operation = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'PatientsTabQuery');
  queryRef.dispose();
  return operation?.request.variables;
}

describe('/dashboard/patients loader', () => {
  it('starts a doctor on all patients without a search when nothing is remembered', async () => {
    expect(await patientsQueryVariablesFor('DOCTOR')).toEqual({
      isDoctor: true,
      search: null,
      visitPeriod: 'ALL',
      status: 'ALL',
      genders: null,
      adherence: null,
      dateConditions: null,
    });
  });

  it('restores the remembered column filters (a date condition, ticked genders), leaving out any it does not know', async () => {
    localStorage.setItem(
      'patientsColumnFilters',
      JSON.stringify([
        { id: 'lastVisit', value: { comparison: 'BEFORE', day: '2025-01-15' } },
        { id: 'gender', value: ['FEMALE'] },
        { id: 'nextVisit', value: { comparison: 'SOON', day: '2025-01-15' } },
        { id: 'birthdate', value: { comparison: 'ON', day: '2025-02-30' } },
        { id: 'gender', value: ['ROBOT'] },
        { id: 'socialId', value: ['x'] },
      ]),
    );
    expect(await patientsQueryVariablesFor('DOCTOR')).toMatchObject({
      genders: ['FEMALE'],
      dateConditions: [{ field: 'LAST_VISIT', comparison: 'BEFORE', date: '2025-01-15' }],
    });
    localStorage.setItem('patientsColumnFilters', '{not json');
    expect(await patientsQueryVariablesFor('DOCTOR')).toMatchObject({ genders: null, dateConditions: null });
  });

  it('restores the remembered search text and time filter', async () => {
    localStorage.setItem('searchPatients', '  rossi ');
    localStorage.setItem('time_toggle', 'year');
    expect(await patientsQueryVariablesFor('DOCTOR')).toMatchObject({ search: 'rossi', visitPeriod: 'YEAR' });
  });

  it('ignores a stored time filter it does not know', async () => {
    localStorage.setItem('time_toggle', 'decade');
    expect(await patientsQueryVariablesFor('DOCTOR')).toMatchObject({ visitPeriod: 'ALL' });
  });

  it('does not ask an admin passing through for the workspace', async () => {
    expect(await patientsQueryVariablesFor('ADMIN')).toMatchObject({ isDoctor: false });
  });
});
