// The signed-in user as the access policy (@portal/domain/access/policy) sees them: read once per
// request from GET /users/self (the session loader), the same way for the admin and doctor helpers.
import { actorFromSession, type Actor } from '@portal/domain/access/actor';
import { loadSession, type BffContext } from '../context';

/** The session's actor; null when signed out or for a role the portal does not know. */
export async function sessionActor(context: BffContext): Promise<Actor | null> {
  const record = await loadSession(context);
  return record ? actorFromSession(record) : null;
}
