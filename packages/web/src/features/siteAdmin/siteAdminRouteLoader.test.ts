import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { SiteEcpsTabQuery } from '../../__generated__/SiteEcpsTabQuery.graphql';
import { setRelayEnvironment } from '../../relay/environment';
import { siteAdminRouteLoader } from './siteAdminRouteLoader';
import { siteEcpsTabQuery } from './SiteEcpsTab';

const argsFor = (url: string) => ({ request: new Request(url), params: {}, context: undefined }) as unknown as LoaderFunctionArgs;

/** The variables the site admin's clinicians tab is asked with, or null when it is not asked for. */
async function siteEcpsVariablesFor(isSiteAdmin: boolean, url = 'http://portal.test/dashboard/siteadmin/ecps') {
  const environment = createMockEnvironment();
  setRelayEnvironment(environment);
  const loaded = siteAdminRouteLoader<SiteEcpsTabQuery>(siteEcpsTabQuery)(argsFor(url));
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, { Viewer: () => ({ role: 'DOCTOR', isSiteAdmin }) }),
  );
  const queryRef = await loaded;
  const operation = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'SiteEcpsTabQuery');
  queryRef?.dispose();
  return operation?.request.variables ?? null;
}

describe('/dashboard/siteadmin loaders', () => {
  it("search the clinicians' first page for the address's ?q= text, like the other console tabs", async () => {
    expect(await siteEcpsVariablesFor(true)).toEqual({ search: null });
    expect(await siteEcpsVariablesFor(true, 'http://portal.test/dashboard/siteadmin/ecps?q=%20levi%20')).toEqual({ search: 'levi' });
  });

  it('ask nothing for a doctor who is not a site admin', async () => {
    expect(await siteEcpsVariablesFor(false)).toBeNull();
  });
});
