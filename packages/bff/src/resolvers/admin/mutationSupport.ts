// Shared pieces of the admin console's mutations: who may write, id decoding, §5 validation under
// the form's §8 title, REST failures as typed UserErrors, and edges and counters for Relay.
import { ERROR_MESSAGES, type FieldProblem } from '@portal/domain/errors';
import type { Action, ResourceKind } from '@portal/domain/access/policy';
import { loadSession, type BffContext } from '../../context';
import { isNoSuchUser, notFoundError, unauthenticatedError } from '../../errors/graphqlErrors';
import { HttpError } from '../../rest/http';
import { userErrorFromRestFailure } from '../../errors/restFailure';
import { conflictError, permissionError, validationError, type FieldNames, type UserErrorModel } from '../../errors/userErrors';
import { offsetCursor } from '../../graphql/connection';
import { fromGlobalId, type NodeType } from '../../graphql/globalId';
import { sessionActor } from '../../session/actor';
import { consoleCallerOf, platformCaller, type AdminCaller, type ConsoleCaller } from './access';
import { forgetList, type ListName } from './adminLists';
import { loadFleetCounters } from './fleet';

/** A failed mutation's payload: the typed error; every other field resolves to null. */
export const failed = (error: UserErrorModel) => ({ errors: [error] });

/**
 * The signed-in platform admin who may `action` every `kind` (the policy: admin accounts are super
 * admins'), or a PermissionError under the action's §8 title for anyone else (doctors, site admins;
 * admins on admin accounts). Signed out is UNAUTHENTICATED, as everywhere.
 */
export async function adminWriter(
  context: BffContext,
  title: string,
  action: Action,
  kind: ResourceKind,
): Promise<{ caller: AdminCaller } | { error: UserErrorModel }> {
  const record = await loadSession(context);
  if (!record) throw unauthenticatedError();
  const caller = platformCaller(await sessionActor(context), action, kind);
  if (!caller) return { error: permissionError(title, [ERROR_MESSAGES.permissionDenied]) };
  return { caller };
}

/**
 * A writer of the console's `kind` items: a platform admin, or a site admin for their own site's
 * (§6, as the policy says); a PermissionError under the action's §8 title for anyone else.
 */
export async function consoleWriter(
  context: BffContext,
  title: string,
  action: Action,
  kind: ResourceKind,
): Promise<{ caller: ConsoleCaller } | { error: UserErrorModel }> {
  const record = await loadSession(context);
  if (!record) throw unauthenticatedError();
  const caller = consoleCallerOf(await sessionActor(context), action, kind);
  if (!caller) return { error: permissionError(title, [ERROR_MESSAGES.permissionDenied]) };
  return { caller };
}

/**
 * The internal ID of a global ID of `type`. A malformed ID or one of another type names nothing
 * this mutation can act on: NOT_FOUND, like an unknown object.
 */
export function internalIdOf(globalId: string, type: NodeType): string {
  const parsed = fromGlobalId(globalId);
  if (!parsed || parsed.type !== type) throw notFoundError();
  return parsed.internalID;
}

/** Like `internalIdOf` for an optional reference field of a form: null when it names nothing. */
export function optionalInternalId(globalId: string | null | undefined, type: NodeType): string | null {
  if (!globalId) return null;
  const parsed = fromGlobalId(globalId);
  return parsed && parsed.type === type ? parsed.internalID : null;
}

/** §5 problems of a form (REST field names) as a ValidationError titled like the form's §8 alert. */
export function formError(title: string, problems: FieldProblem[], fieldNames: FieldNames): UserErrorModel {
  return { ...validationError(problems, fieldNames), title };
}

/**
 * An expected REST failure as a UserError under `title`: 400 → ValidationError (input field names),
 * 409 → ConflictError ('Site Name must be unique', 'Email must be unique', ...), 403 → PermissionError.
 * 404 and anything else become GraphQL errors (NOT_FOUND, UPSTREAM_UNAVAILABLE, ...).
 */
export function restFailure(
  error: unknown,
  title: string,
  fieldNames: FieldNames = {},
  conflictField: string | null = null,
): UserErrorModel {
  const userError = userErrorFromRestFailure(error, { title, fieldNames, permission: true });
  if (userError.__typename === 'ValidationError') return { ...userError, title };
  // REST names no field on its 409s; the unique field of each form is known here.
  if (userError.__typename === 'ConflictError' && !userError.field) return { ...userError, field: conflictField };
  return userError;
}

/**
 * The payload error when REST says the object is gone (deleted meanwhile by another admin, or in
 * another tab): the form's §8 title with `messages`, never a bare "Not found"; null for any other
 * failure. A user who no longer exists stays the session's end.
 */
export function goneFailure(error: unknown, title: string, messages: string[]): UserErrorModel | null {
  if (!(error instanceof HttpError) || error.status !== 404 || isNoSuchUser(error)) return null;
  return conflictError(title, messages);
}

/**
 * An edge for Relay's @appendEdge/@prependEdge. Its cursor is not a paging position (the new
 * node's place in the sorted list is unknown without re-reading it); page with `pageInfo`.
 */
export const newEdge = <T>(node: T) => ({ node, cursor: offsetCursor(0) });

/** Fresh device counters after a write that can change them (one GET /devices/getDeviceCounters, counted in SQL). */
export async function freshFleetCounters(context: BffContext, caller: AdminCaller) {
  forgetList(context, 'devices', caller.uid);
  context.loaders.fleetCounters.clear(caller.uid);
  return loadFleetCounters(context, caller);
}

/** After a write, lists read later in this operation are read again, and so are the objects of their kinds read by id. */
export function forgetLists(context: BffContext, caller: ConsoleCaller, lists: ListName[]) {
  for (const list of lists) forgetList(context, list, caller.uid);
}
