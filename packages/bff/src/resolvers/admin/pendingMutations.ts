// Pending registrations: rejecting one (DELETE, §4: the row goes after a successful call) and
// approving one (the REST service's addition: the site becomes active and its ECP is invited).
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import type { BffContext } from '../../context';
import { conflictError } from '../../errors/userErrors';
import { toGlobalId } from '../../graphql/globalId';
import { HttpError } from '../../rest/http';
import { approvePendingUser as approvePendingRest, deletePendingUser as deletePendingRest } from '../../rest/admin/pending';
import { loadById } from './adminLists';
import type { AdminCaller } from './access';
import { adminWriter, failed, forgetLists, internalIdOf, restFailure } from './mutationSupport';
import { freshViewer } from './payloadViewer';

/** §8 names no title for these failures; 'Could not save data' is the catalogue's generic one. */
const TITLE = ERROR_TITLES.dataNotSaved;

/**
 * A registration another administrator has just approved or rejected is gone (REST 404): the
 * payload still names it, so the row leaves the list, with a ConflictError saying why nothing
 * was done. An ID that never named a registration stays NOT_FOUND (internalIdOf, node).
 */
const alreadySettled = (error: unknown) => error instanceof HttpError && error.status === 404;
const settledError = () => conflictError(TITLE, [ERROR_MESSAGES.registrationNotPending]);

export async function deletePendingUser(_parent: unknown, { input }: { input: { id: string } }, context: BffContext) {
  const access = await adminWriter(context, TITLE, 'delete', 'pendingRegistration');
  if ('error' in access) return failed(access.error);
  const id = internalIdOf(input.id, 'PendingUser');
  try {
    const rejected = await deletePendingRest(context.rest, access.caller.uid, id);
    // The registration's pending site and ECP went with it: named for the clients' lists too.
    forgetLists(context, access.caller, ['pending', 'sites', 'ecps']);
    return {
      deletedId: toGlobalId('PendingUser', id),
      deletedSiteId: rejected.SiteStorageID ? toGlobalId('Site', rejected.SiteStorageID) : null,
      deletedEcpId: rejected.UserStorageID ? toGlobalId('Ecp', rejected.UserStorageID) : null,
      errors: [],
    };
  } catch (error) {
    if (alreadySettled(error)) {
      forgetLists(context, access.caller, ['pending', 'sites', 'ecps']);
      return { deletedId: toGlobalId('PendingUser', id), errors: [settledError()] };
    }
    return failed(restFailure(error, TITLE));
  }
}

/** What the approval payload resolves its `ecp` and `site` from, after the write. */
interface Approved {
  caller: AdminCaller;
  userId: string;
  siteId: string;
}

export async function approvePendingUser(_parent: unknown, { input }: { input: { id: string } }, context: BffContext) {
  const access = await adminWriter(context, TITLE, 'update', 'pendingRegistration');
  if ('error' in access) return failed(access.error);
  const id = internalIdOf(input.id, 'PendingUser');
  try {
    const approval = await approvePendingRest(context.rest, access.caller.uid, id);
    forgetLists(context, access.caller, ['pending', 'sites', 'ecps']);
    const approved: Approved = { caller: access.caller, userId: approval.UserStorageID, siteId: approval.SiteStorageID };
    return { approvedId: toGlobalId('PendingUser', id), approved, errors: [] };
  } catch (error) {
    if (alreadySettled(error)) {
      forgetLists(context, access.caller, ['pending', 'sites', 'ecps']);
      return { approvedId: toGlobalId('PendingUser', id), errors: [settledError()] };
    }
    return failed(restFailure(error, TITLE));
  }
}

type ApprovalPayload = { approved?: Approved };

export const pendingPayloadResolvers = {
  ApprovePendingUserPayload: {
    // Read by id after the write: one call each, whatever else the operation asks.
    ecp: ({ approved }: ApprovalPayload, _args: unknown, context: BffContext) =>
      approved ? loadById(context, 'ecp', approved.caller, approved.userId) : null,
    site: ({ approved }: ApprovalPayload, _args: unknown, context: BffContext) =>
      approved ? loadById(context, 'site', approved.caller, approved.siteId) : null,
    viewer: freshViewer,
  },
};
