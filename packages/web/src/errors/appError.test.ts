import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { appErrorFromGraphQL, endsSession, isFeatureUnavailable } from './appError';
import { credentialsBanner } from '../features/auth/authBanners';

describe('errors mapped to the §8 catalogue', () => {
  it('uses the title and message the BFF sends', () => {
    const error = appErrorFromGraphQL({
      message: 'Could not get sites, Please try again later',
      extensions: { code: 'FORBIDDEN', title: 'Sites' },
    });
    expect(error.title).toBe('Sites');
    expect(error.messages).toEqual(['Could not get sites, Please try again later']);
  });

  it('tells a page from before a deployment to reload, in catalogue words, never "fill all required fields"', () => {
    const error = appErrorFromGraphQL({
      message: ERROR_MESSAGES.portalUpdated,
      extensions: { code: 'BAD_USER_INPUT', reason: 'PERSISTED_DOCUMENT_NOT_FOUND', title: ERROR_TITLES.portalUpdated },
    });
    expect(error).toMatchObject({ title: ERROR_TITLES.portalUpdated, messages: [ERROR_MESSAGES.portalUpdated], kind: 'outdated' });
    expect(appErrorFromGraphQL({ message: 'x', extensions: { code: 'BAD_USER_INPUT' } }).kind).toBe('server');
  });

  it('says Connection Error when the REST service is unavailable', () => {
    const error = appErrorFromGraphQL({ message: 'whatever', extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    expect(error.title).toBe(ERROR_TITLES.connection);
    expect(error.messages).toEqual([ERROR_MESSAGES.connectionTimedOut]);
  });

  it('never shows the raw text of an unexpected failure', () => {
    const error = appErrorFromGraphQL({ message: 'TypeError: x is undefined', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(error.messages).toEqual([ERROR_MESSAGES.unexpected]);
  });

  it("ends the session on UNAUTHENTICATED and on 'no such user'", () => {
    expect(endsSession({ message: 'x', extensions: { code: 'UNAUTHENTICATED', reason: 'NO_SUCH_USER' } })).toBe(true);
    expect(endsSession({ message: 'no such user' })).toBe(true);
    expect(endsSession({ message: 'x', extensions: { code: 'FORBIDDEN' } })).toBe(false);
  });

  it('builds the login error line: fixed text for UserID messages, no connection without a message', () => {
    const base = { __typename: 'AuthenticationError', code: 'UNAUTHENTICATED', title: 'x' };
    expect(credentialsBanner({ ...base, messages: ['UserID not found'] }).messages).toEqual([ERROR_MESSAGES.authFailed]);
    expect(credentialsBanner(null)).toEqual({
      title: ERROR_TITLES.invalidCredentials,
      messages: [ERROR_MESSAGES.noConnection],
    });
  });
});

describe('a feature the clinic’s backend does not offer', () => {
  it('is told apart from a failure, so its hidden panel opens no error modal', () => {
    const unavailable = {
      message: 'Not available with this clinic’s backend',
      extensions: { code: 'UPSTREAM_UNAVAILABLE', reason: 'NOT_AVAILABLE_WITH_THIS_BACKEND' },
    };
    expect(isFeatureUnavailable(unavailable)).toBe(true);
    expect(isFeatureUnavailable({ message: 'connection error or Timed out', extensions: { code: 'UPSTREAM_UNAVAILABLE' } })).toBe(false);
  });
});
