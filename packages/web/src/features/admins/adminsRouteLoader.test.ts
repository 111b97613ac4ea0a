import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { setRelayEnvironment } from '../../relay/environment';
import { adminsRouteLoader } from './adminsRouteLoader';

const args = { request: new Request('http://portal.test/dashboard/admins'), params: {}, context: undefined } as unknown as LoaderFunctionArgs;

async function adminsQueryVariablesFor(role: 'ADMIN' | 'SUPER_ADMIN') {
  const environment = createMockEnvironment();
  setRelayEnvironment(environment);
  const loaded = adminsRouteLoader(args);
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, { Viewer: () => ({ role }) }),
  );
  const queryRef = await loaded;
  const adminsOperation = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'AdminsTabQuery');
  queryRef.dispose();
  return adminsOperation?.request.variables;
}

describe('/dashboard/admins loader', () => {
  it('asks for the admin list for a super admin', async () => {
    expect(await adminsQueryVariablesFor('SUPER_ADMIN')).toEqual({ mayListAdmins: true });
  });

  it('does not ask an admin for the list, so no FORBIDDEN error reaches the screen', async () => {
    expect(await adminsQueryVariablesFor('ADMIN')).toEqual({ mayListAdmins: false });
  });
});
