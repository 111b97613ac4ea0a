import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { DevicesTabQuery } from '../../__generated__/DevicesTabQuery.graphql';
import { setRelayEnvironment } from '../../relay/environment';
import { consoleTabVariablesOf } from '../adminConsole/consoleSearchParams';
import { siteAdminRouteLoader } from '../siteAdmin/siteAdminRouteLoader';
import { devicesTabQuery } from './DevicesTab';

const argsFor = (url: string) => ({ request: new Request(url), params: {}, context: undefined }) as unknown as LoaderFunctionArgs;

describe("the devices tab is entered with the address's search and status", () => {
  it('reads ?q= and a known ?status= (anything else is every device)', () => {
    expect(consoleTabVariablesOf(new URL('http://portal.test/dashboard/devices'))).toEqual({ search: null, status: null });
    expect(consoleTabVariablesOf(new URL('http://portal.test/dashboard/devices?status=NEEDS_UPDATE&q=%20vb-1%20'))).toEqual({
      search: 'vb-1',
      status: 'NEEDS_UPDATE',
    });
    expect(consoleTabVariablesOf(new URL('http://portal.test/dashboard/devices?status=WITH_ERRORS')).status).toBe('WITH_ERRORS');
    expect(consoleTabVariablesOf(new URL('http://portal.test/dashboard/devices?status=broken')).status).toBeNull();
  });

  it("asks a site admin's devices with them (/dashboard/siteadmin/devices)", async () => {
    const environment = createMockEnvironment();
    setRelayEnvironment(environment);
    const loaded = siteAdminRouteLoader<DevicesTabQuery>(devicesTabQuery)(
      argsFor('http://portal.test/dashboard/siteadmin/devices?status=WITH_ERRORS&q=bay'),
    );
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { Viewer: () => ({ role: 'DOCTOR', isSiteAdmin: true }) }),
    );
    const queryRef = await loaded;
    const operation = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'DevicesTabQuery');
    queryRef?.dispose();
    expect(operation?.request.variables).toEqual({ search: 'bay', status: 'WITH_ERRORS' });
  });
});
