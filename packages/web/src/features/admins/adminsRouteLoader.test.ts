import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { setRelayEnvironment } from '../../relay/environment';
import { adminsRouteLoader } from './adminsRouteLoader';

const argsFor = (url: string) => ({ request: new Request(url), params: {}, context: undefined }) as unknown as LoaderFunctionArgs;

async function adminsQueryVariablesFor(role: 'ADMIN' | 'SUPER_ADMIN', url = 'http://portal.test/dashboard/admins') {
  const environment = createMockEnvironment();
  setRelayEnvironment(environment);
  const loaded = adminsRouteLoader(argsFor(url));
  environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, { Viewer: () => ({ role }) }));
  const queryRef = await loaded;
  const adminsOperation = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'AdminsTabQuery');
  queryRef.dispose();
  return adminsOperation?.request.variables;
}

describe('/dashboard/admins loader', () => {
  it('asks for the admin list for a super admin', async () => {
    expect(await adminsQueryVariablesFor('SUPER_ADMIN')).toEqual({ mayListAdmins: true, search: null });
  });

  it("searches the first page for the address's ?q= text, like the other console tabs", async () => {
    expect(await adminsQueryVariablesFor('SUPER_ADMIN', 'http://portal.test/dashboard/admins?q=%20rossi%20')).toEqual({
      mayListAdmins: true,
      search: 'rossi',
    });
  });

  it('does not ask an admin for the list, so no FORBIDDEN error reaches the screen', async () => {
    expect(await adminsQueryVariablesFor('ADMIN')).toEqual({ mayListAdmins: false, search: null });
  });
});
