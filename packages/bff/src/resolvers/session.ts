// Mutations signOut, changeLanguage, signOutEverywhere and signOutSession, and Viewer.sessions:
// the signed-in session itself and the user's others.
import { changeLanguageBodySchema } from '@portal/domain/auth';
import { ERROR_TITLES } from '@portal/domain/errors';
import type { Language } from '@portal/domain/languages';
import { userAgentSummary } from '@portal/domain/userAgent';
import { check } from '@portal/domain/validation';
import { loadSession, type BffContext } from '../context';
import { notFoundError, unauthenticatedError } from '../errors/graphqlErrors';
import { userErrorFromRestFailure } from '../errors/restFailure';
import { validationError, type UserErrorModel } from '../errors/userErrors';
import { HttpError, UpstreamUnavailableError } from '../rest/http';
import { changeLanguage as restChangeLanguage, signOut as restSignOut } from '../rest/auth';
import { listSessions, signOutAllSessions, signOutOneSession, type SessionRecord } from '../rest/sessions';
import { viewerFromSelf, type AuthStep, type ViewerModel } from '../viewer/viewerModel';

export async function signOut(
  _parent: unknown,
  { input }: { input?: { reason?: string | null } | null },
  context: BffContext,
): Promise<{ step: 'SIGNED_OUT' }> {
  const token = context.token;
  context.session.clear();
  context.token = null;
  if (token) {
    context.identities.forget(token);
    try {
      // A §7 backend has no sign-out call: the BFF forgets the session, and the token lapses there.
      if (context.upstream.current().name === 'legacy') await context.legacySessions.forget(token);
      else await restSignOut(context.rest, token);
    } catch (error) {
      // Signing out always succeeds for the browser: an interim or expired token is already
      // unusable, and an unreachable REST service lets the token lapse after the idle timeout.
      const unreachable = error instanceof UpstreamUnavailableError || (error instanceof HttpError && error.status >= 500);
      if (unreachable) context.log.warn({ err: error }, 'sign-out could not reach the REST service');
      else if (!(error instanceof HttpError)) throw error;
    }
  }
  context.log.info({ reason: input?.reason ?? 'USER' }, 'signed out');
  return { step: 'SIGNED_OUT' };
}

export async function changeLanguage(
  _parent: unknown,
  { input }: { input: { language: Language } },
  context: BffContext,
): Promise<{ viewer: ViewerModel | null; errors: UserErrorModel[] }> {
  const record = await loadSession(context);
  if (!record || !context.token) throw unauthenticatedError();
  const body = check(changeLanguageBodySchema, { language: input.language });
  if (!body.ok) return { viewer: null, errors: [validationError(body.problems)] };
  try {
    const stored = await restChangeLanguage(context.rest, record.UserStorageID, body.value);
    const updated = { ...record, language: stored };
    context.loaders.self.clear(context.token).prime(context.token, updated);
    return { viewer: viewerFromSelf(updated), errors: [] };
  } catch (error) {
    return { viewer: null, errors: [userErrorFromRestFailure(error, { title: ERROR_TITLES.dataNotSaved })] };
  }
}

/** A session as GraphQL shows it: no token, the browser in a few words. */
export interface SessionModel {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  device: string | null;
  address: string | null;
  current: boolean;
}

// Session IDs are opaque like the Node IDs, but sessions are not nodes: `node(id:)` never returns one.
const SESSION_ID_PREFIX = 'Session:';
const sessionGlobalId = (id: string) => Buffer.from(`${SESSION_ID_PREFIX}${id}`, 'utf8').toString('base64');
function sessionIdOf(globalId: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(globalId)) return null;
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  if (!decoded.startsWith(SESSION_ID_PREFIX)) return null;
  const id = decoded.slice(SESSION_ID_PREFIX.length);
  return id && sessionGlobalId(id) === globalId ? id : null;
}

const toSessionModel = (record: SessionRecord): SessionModel => ({
  id: sessionGlobalId(record.SessionID),
  createdAt: record.CreatedAt,
  lastSeenAt: record.LastSeenAt,
  expiresAt: record.ExpiresAt,
  device: userAgentSummary(record.UserAgent),
  address: record.Address,
  current: record.Current,
});

/** Viewer.sessions: the signed-in user's own live sessions (a viewer is only ever the caller's own). */
export async function viewerSessions(viewer: ViewerModel, _args: unknown, context: BffContext): Promise<SessionModel[]> {
  const record = await loadSession(context);
  if (!record || record.UserStorageID !== viewer.internalID) return [];
  return (await listSessions(context.rest, viewer.internalID)).map(toSessionModel);
}

interface SessionsPayload {
  step: AuthStep;
  viewer: ViewerModel | null;
  errors: UserErrorModel[];
}

/** This request's own session has ended: the browser forgets it too. */
function endThisSession(context: BffContext) {
  context.session.clear();
  if (context.token) context.identities.forget(context.token);
  context.token = null;
}

export async function signOutEverywhere(
  _parent: unknown,
  { input }: { input: { keepCurrent?: boolean | null } },
  context: BffContext,
): Promise<SessionsPayload & { endedSessions: number }> {
  const record = await loadSession(context);
  if (!record || !context.token) throw unauthenticatedError();
  const keepCurrent = input.keepCurrent ?? false;
  try {
    const endedSessions = await signOutAllSessions(context.rest, record.UserStorageID, keepCurrent);
    context.log.info({ keepCurrent, endedSessions }, 'signed out everywhere');
    if (keepCurrent) return { step: 'SIGNED_IN', endedSessions, viewer: viewerFromSelf(record), errors: [] };
    endThisSession(context);
    return { step: 'SIGNED_OUT', endedSessions, viewer: null, errors: [] };
  } catch (error) {
    return {
      step: 'SIGNED_IN',
      endedSessions: 0,
      viewer: null,
      errors: [userErrorFromRestFailure(error, { title: ERROR_TITLES.dataNotSaved })],
    };
  }
}

export async function signOutSession(
  _parent: unknown,
  { input }: { input: { sessionId: string } },
  context: BffContext,
): Promise<SessionsPayload & { endedSessionId: string | null }> {
  const record = await loadSession(context);
  if (!record || !context.token) throw unauthenticatedError();
  const sessionId = sessionIdOf(input.sessionId);
  if (!sessionId) throw notFoundError();
  try {
    const { current } = await signOutOneSession(context.rest, record.UserStorageID, sessionId);
    if (!current) return { step: 'SIGNED_IN', endedSessionId: input.sessionId, viewer: viewerFromSelf(record), errors: [] };
    endThisSession(context);
    return { step: 'SIGNED_OUT', endedSessionId: input.sessionId, viewer: null, errors: [] };
  } catch (error) {
    return {
      step: 'SIGNED_IN',
      endedSessionId: null,
      viewer: null,
      errors: [userErrorFromRestFailure(error, { title: ERROR_TITLES.dataNotSaved })],
    };
  }
}
