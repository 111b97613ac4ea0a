// Who may use the doctor workspace (§6): the access policy (@portal/domain/access/policy) decides,
// from the session's actor: doctors, on their own patients. The REST service checks the same again
// on every call (and answers another doctor's patient as not found).
import { ERROR_MESSAGES } from '@portal/domain/errors';
import type { Actor } from '@portal/domain/access/actor';
import { isDoctorReach, reach, type Action } from '@portal/domain/access/policy';
import { loadSession, type BffContext } from '../../context';
import { forbiddenError, unauthenticatedError } from '../../errors/graphqlErrors';
import { permissionError, type UserErrorModel } from '../../errors/userErrors';
import { sessionActor } from '../../session/actor';

export interface DoctorCaller {
  /** The doctor's UserStorageID: the `{uid}` of every ECP REST call, and their patients' DoctorStorageID. */
  uid: string;
  /** The caller as the policy sees them. */
  actor: Actor;
}

/**
 * The doctor whose own patients `actor` may `action`, or null. Only a reach over their own patients
 * makes a workspace: platform admins' reminder reach is over no one's records in particular.
 */
function doctorCaller(actor: Actor | null, action: Action): DoctorCaller | null {
  const patients = reach(actor, action, 'patient');
  return actor && isDoctorReach(patients) ? { uid: patients.doctorId, actor } : null;
}

/**
 * For reads, the session's owner as this instance remembers them (session/sessionIdentities.ts):
 * whose patients to ask for depends only on the user and their role, fixed for the token's life,
 * and REST checks the token itself on the call that follows.
 */
const recalled = (context: BffContext) => (context.token ? context.identities.recall(context.token) : undefined);

/** The signed-in doctor, or null for anyone else (signed out, platform admins). */
export async function doctorOrNull(context: BffContext): Promise<DoctorCaller | null> {
  return doctorCaller(recalled(context) ?? (await sessionActor(context)), 'read');
}

/** The signed-in doctor; UNAUTHENTICATED when signed out, FORBIDDEN for platform admins. */
export async function requireDoctor(context: BffContext): Promise<DoctorCaller> {
  const known = recalled(context);
  if (known) {
    const caller = doctorCaller(known, 'read');
    if (!caller) throw forbiddenError();
    return caller;
  }
  const record = await loadSession(context);
  if (!record) throw unauthenticatedError();
  const caller = await doctorOrNull(context);
  if (!caller) throw forbiddenError();
  return caller;
}

/**
 * For writes: the signed-in doctor who may `action` their patients, or a PermissionError under the
 * action's §8 title (admins).
 */
export async function doctorWriter(
  context: BffContext,
  title: string,
  action: Action = 'update',
): Promise<{ caller: DoctorCaller } | { error: UserErrorModel }> {
  const record = await loadSession(context);
  if (!record) throw unauthenticatedError();
  const caller = doctorCaller(await sessionActor(context), action);
  if (!caller) return { error: permissionError(title, [ERROR_MESSAGES.permissionDenied]) };
  return { caller };
}
