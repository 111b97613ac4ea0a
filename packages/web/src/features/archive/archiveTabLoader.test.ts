import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { STORAGE_KEYS } from '@portal/domain/constants';
import { setRelayEnvironment } from '../../relay/environment';
import { archiveTabLoader } from './archiveTabLoader';

const args = {
  request: new Request('http://portal.test/dashboard/archive'),
  params: {},
  context: undefined,
} as unknown as LoaderFunctionArgs;

async function archiveQueryVariablesFor(role: 'DOCTOR' | 'ADMIN') {
  const environment = createMockEnvironment();
  setRelayEnvironment(environment);
  const loaded = archiveTabLoader(args);
  environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, { Viewer: () => ({ role }) }));
  const queryRef = await loaded;
  const archiveOperation = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'ArchiveTabQuery');
  queryRef.dispose();
  return archiveOperation?.request.variables;
}

describe('/dashboard/archive loader', () => {
  it('asks a doctor for the archive with the saved search text, trimmed', async () => {
    window.localStorage.setItem(STORAGE_KEYS.searchPatientsArchive, '  rossi ');
    expect(await archiveQueryVariablesFor('DOCTOR')).toMatchObject({ isDoctor: true, search: 'rossi' });
  });

  it('searches nothing without saved text', async () => {
    expect(await archiveQueryVariablesFor('DOCTOR')).toEqual({
      isDoctor: true,
      search: null,
      genders: null,
      adherence: null,
      dateConditions: null,
    });
  });

  it('loads the list under the remembered column filters', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.archiveColumnFilters,
      JSON.stringify([{ id: 'birthdate', value: { comparison: 'AFTER', day: '2010-12-31' } }]),
    );
    expect(await archiveQueryVariablesFor('DOCTOR')).toMatchObject({
      dateConditions: [{ field: 'BIRTHDATE', comparison: 'AFTER', date: '2010-12-31' }],
    });
  });

  it('does not ask a platform admin for the doctor workspace (no FORBIDDEN dialog)', async () => {
    expect(await archiveQueryVariablesFor('ADMIN')).toMatchObject({ isDoctor: false });
  });
});
