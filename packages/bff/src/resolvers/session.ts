// Mutations signOut and changeLanguage: the signed-in session itself.
import { changeLanguageBodySchema } from '@portal/domain/auth';
import { ERROR_TITLES } from '@portal/domain/errors';
import type { Language } from '@portal/domain/languages';
import { check } from '@portal/domain/validation';
import { loadSession, type BffContext } from '../context';
import { unauthenticatedError } from '../errors/graphqlErrors';
import { userErrorFromRestFailure } from '../errors/restFailure';
import { validationError, type UserErrorModel } from '../errors/userErrors';
import { HttpError, UpstreamUnavailableError } from '../rest/http';
import { changeLanguage as restChangeLanguage, signOut as restSignOut } from '../rest/auth';
import { viewerFromSelf, type ViewerModel } from '../viewer/viewerModel';

export async function signOut(
  _parent: unknown,
  { input }: { input?: { reason?: string | null } | null },
  context: BffContext,
): Promise<{ step: 'SIGNED_OUT' }> {
  const token = context.token;
  context.session.clear();
  context.token = null;
  if (token) {
    try {
      await restSignOut(context.rest, token);
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
