// The signed-in role for a route loader that must decide what to ask for before the layout's
// access rule runs (§2, §6): from the store, or by joining the layout loader's own request
// (Relay de-duplicates identical in-flight requests), or at once from the role this browser signed in
// with. Null when signed out.
import { fetchQuery } from 'react-relay';
// The query's artifact, not its screen: the loader's chunk stays small.
import dashboardLayoutQuery, { type DashboardLayoutQuery } from '../../__generated__/DashboardLayoutQuery.graphql';
import { getRelayEnvironment } from '../../relay/environment';
import { rememberedViewerRole } from '../../session/rememberedRole';

async function layoutViewer() {
  const layout = await fetchQuery<DashboardLayoutQuery>(
    getRelayEnvironment(),
    dashboardLayoutQuery,
    {},
    {
      fetchPolicy: 'store-or-network',
    },
  ).toPromise();
  return layout?.viewer ?? null;
}

/**
 * The role this browser last signed in with, at once, when there is one (the layout's own request then
 * runs beside the route's); else the layout's answer.
 */
export async function viewerRoleForLoader(): Promise<string | null> {
  const remembered = rememberedViewerRole();
  if (remembered) return remembered;
  return (await layoutViewer())?.role ?? null;
}

/** Whether the signed-in user is a doctor who administers a site (§6 isSiteAdmin). */
export async function viewerIsSiteAdminForLoader(): Promise<boolean> {
  const viewer = await layoutViewer();
  return viewer?.role === 'DOCTOR' && viewer.isSiteAdmin;
}
