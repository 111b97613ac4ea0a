// A registration waiting for approval is the Pending tab's to settle (domain pendingApproval.ts): its
// site and account are not edited, locked or deleted from the Sites and ECPs tabs. The bundled
// service (the one that approves registrations) refuses that itself; in front of a §7 backend, which
// keeps no such rule, the BFF refuses it by the same rule, reading the record by id first.
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { ecpAwaitsApproval, siteAwaitsApproval } from '@portal/domain/pendingApproval';
import type { BffContext } from '../../context';
import { conflictError, type UserErrorModel } from '../../errors/userErrors';
import type { AdminCaller } from './access';
import { loadById, type EcpModel } from './adminLists';

/** Whether the upstream keeps the rule itself (it approves registrations). */
const upstreamKeepsRule = (context: BffContext) => context.upstream.has('pendingApproval');

/** The refusal under `title` when the site waits for approval and the upstream would not refuse it; else null. */
export async function pendingSiteRefusal(
  context: BffContext,
  caller: AdminCaller,
  siteId: string,
  title: string,
): Promise<UserErrorModel | null> {
  if (upstreamKeepsRule(context)) return null;
  context.wholeLists.forgetUser(caller.uid); // the rule reads the record as it is now, not a copy kept for paging
  const site = await loadById(context, 'site', caller, siteId);
  return site && siteAwaitsApproval(site) ? conflictError(title, [ERROR_MESSAGES.awaitsApproval]) : null;
}

/** The refusal under `title` when the ECP's site waits for approval and the upstream would not refuse it; else null. */
export async function pendingEcpRefusal(
  context: BffContext,
  caller: AdminCaller,
  ecpId: string,
  title: string,
): Promise<UserErrorModel | null> {
  if (upstreamKeepsRule(context)) return null;
  context.wholeLists.forgetUser(caller.uid);
  const ecp = await loadById(context, 'ecp', caller, ecpId);
  const site = ecp?.SiteStorageID ? await loadById(context, 'site', caller, ecp.SiteStorageID) : null;
  return ecpAwaitsApproval(site?.Pending) ? conflictError(title, [ERROR_MESSAGES.awaitsApproval]) : null;
}

/**
 * The ECP's site's Pending flag: the bundled service answers it with the ECP; a §7 backend's site is
 * read by id (the whole list once per operation). Null without a site.
 */
export async function ecpSitePending(context: BffContext, caller: AdminCaller | null, ecp: EcpModel): Promise<number | null> {
  if (ecp.SitePending !== undefined) return ecp.SitePending;
  if (!caller || !ecp.SiteStorageID) return null;
  return (await loadById(context, 'site', caller, ecp.SiteStorageID))?.Pending ?? null;
}
