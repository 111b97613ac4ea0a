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
    expect(await patientsQueryVariablesFor('DOCTOR')).toEqual({ isDoctor: true, search: null, visitPeriod: 'ALL', status: 'ALL' });
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
