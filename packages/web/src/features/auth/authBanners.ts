// §8 texts of the sign-in screens, which show their own failures (no modal).
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { AppError } from '../../errors/appError';
import type { ErrorBanner, PayloadUserError } from './userErrors';

const isConnectionFailure = (error: unknown) => error instanceof AppError && (error.kind === 'connection' || error.kind === 'no-request');

/**
 * §8: "The login error line is this text followed by the message; a message containing
 * UserID is replaced by a fixed auth message; with no message, 'No connection to server'."
 */
export function credentialsBanner(error: PayloadUserError | null | undefined): ErrorBanner {
  const messages = (error?.messages ?? []).map((m) => (/userid/i.test(m) ? ERROR_MESSAGES.authFailed : m));
  return {
    title: ERROR_TITLES.invalidCredentials,
    messages: messages.length > 0 ? messages : [ERROR_MESSAGES.noConnection],
  };
}

/** A thrown failure (no payload) on a sign-in screen. */
export function thrownCredentialsBanner(error: unknown): ErrorBanner {
  if (isConnectionFailure(error) || !(error instanceof AppError)) return credentialsBanner(null);
  return { title: ERROR_TITLES.invalidCredentials, messages: error.messages };
}

/**
 * The screen's own code could not be loaded (its chunk is gone after a deployment, or the network
 * dropped): online, the page is from an earlier version and a reload fixes it.
 */
export function codeNotLoadedBanner(online = typeof navigator === 'undefined' || navigator.onLine): ErrorBanner {
  return online
    ? { title: ERROR_TITLES.portalUpdated, messages: [ERROR_MESSAGES.portalUpdated] }
    : { title: ERROR_TITLES.connection, messages: [ERROR_MESSAGES.noConnection] };
}

/** A thrown failure on /create-password: the catalogue's own title and lines. */
export function thrownBanner(error: unknown): ErrorBanner {
  if (error instanceof AppError) return { title: error.title, messages: error.messages };
  return { title: ERROR_TITLES.connection, messages: [ERROR_MESSAGES.connectionTimedOut] };
}

export { isConnectionFailure };
