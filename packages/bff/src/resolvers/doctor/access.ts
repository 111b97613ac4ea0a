// Who may use the doctor workspace (§6): signed-in doctors, on their own patients. The REST service
// checks the same again on every call (and answers another doctor's patient as not found).
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { resolveRole } from '@portal/domain/enums';
import { loadSession, type BffContext } from '../../context';
import { forbiddenError, unauthenticatedError } from '../../errors/graphqlErrors';
import { permissionError, type UserErrorModel } from '../../errors/userErrors';

export interface DoctorCaller {
  /** The doctor's UserStorageID: the `{uid}` of every ECP REST call. */
  uid: string;
}

/** The signed-in doctor, or null for anyone else (signed out, platform admins). */
export async function doctorOrNull(context: BffContext): Promise<DoctorCaller | null> {
  const record = await loadSession(context);
  if (!record || resolveRole(record.role) !== 'DOCTOR') return null;
  return { uid: record.UserStorageID };
}

/** The signed-in doctor; UNAUTHENTICATED when signed out, FORBIDDEN for platform admins. */
export async function requireDoctor(context: BffContext): Promise<DoctorCaller> {
  const record = await loadSession(context);
  if (!record) throw unauthenticatedError();
  const caller = await doctorOrNull(context);
  if (!caller) throw forbiddenError();
  return caller;
}

/** For writes: the signed-in doctor, or a PermissionError under the action's §8 title (admins). */
export async function doctorWriter(context: BffContext, title: string): Promise<{ caller: DoctorCaller } | { error: UserErrorModel }> {
  const record = await loadSession(context);
  if (!record) throw unauthenticatedError();
  const caller = await doctorOrNull(context);
  if (!caller) return { error: permissionError(title, [ERROR_MESSAGES.permissionDenied]) };
  return { caller };
}
