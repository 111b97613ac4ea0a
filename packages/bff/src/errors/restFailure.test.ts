import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { ERROR_MESSAGES, ERROR_TITLES } from '@portal/domain/errors';
import { VALIDATION_MESSAGES } from '@portal/domain/messages';
import { HttpError, UpstreamUnavailableError } from '../rest/http';
import { userErrorFromRestFailure } from './restFailure';
import { validationError } from './userErrors';

const signInFailures = {
  title: ERROR_TITLES.invalidCredentials,
  fieldNames: { Email: 'username', Password: 'password' },
  authentication: true,
  permission: true,
};

const thrown = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
};

describe('REST failure → UserError', () => {
  it('maps a wrong password (401) to an AuthenticationError with the §8 title', () => {
    const error = new HttpError({ status: 401, messages: [ERROR_MESSAGES.authFailed] });
    expect(userErrorFromRestFailure(error, signInFailures)).toEqual({
      __typename: 'AuthenticationError',
      code: 'UNAUTHENTICATED',
      title: 'The username or password entered are incorrect',
      messages: ['Please check your username and password and try again'],
    });
  });

  it('maps a locked account (403) to a PermissionError', () => {
    const error = new HttpError({ status: 403, messages: [ERROR_MESSAGES.accountLocked] });
    expect(userErrorFromRestFailure(error, signInFailures)).toMatchObject({
      __typename: 'PermissionError',
      code: 'FORBIDDEN',
      title: ERROR_TITLES.invalidCredentials,
      messages: [ERROR_MESSAGES.accountLocked],
    });
  });

  it('titles an unsigned terms refusal with the terms text', () => {
    const error = new HttpError({ status: 403, messages: [ERROR_TITLES.termsNotSigned] });
    expect(userErrorFromRestFailure(error, signInFailures)).toMatchObject({
      __typename: 'PermissionError',
      title: 'You must sign the Terms of Use first',
    });
  });

  it('maps 400 field problems to a ValidationError with input field names and English text', () => {
    const error = new HttpError({ status: 400, fields: [{ field: 'Email', key: 'username_inv' }] });
    expect(userErrorFromRestFailure(error, signInFailures)).toEqual({
      __typename: 'ValidationError',
      code: 'BAD_USER_INPUT',
      title: ERROR_TITLES.fillRequired,
      messages: [VALIDATION_MESSAGES.username_inv],
      fieldErrors: [{ field: 'username', key: 'username_inv', message: VALIDATION_MESSAGES.username_inv }],
    });
  });

  it('maps 409 to a ConflictError naming the field', () => {
    const error = new HttpError({ status: 409, messages: ['Email must be unique'], fields: [{ field: 'Email', key: 'email_invalid' }] });
    expect(userErrorFromRestFailure(error, { title: ERROR_TITLES.ecpNotCreated, fieldNames: { Email: 'email' } })).toEqual({
      __typename: 'ConflictError',
      code: 'CONFLICT',
      title: 'ECP was not created',
      messages: ['Email must be unique'],
      field: 'email',
    });
  });

  it('throws UNAUTHENTICATED with reason NO_SUCH_USER for a REST 404 no such user', () => {
    const error = thrown(() =>
      userErrorFromRestFailure(new HttpError({ status: 404, messages: ['no such user'] }), { title: ERROR_TITLES.dataNotSaved }),
    );
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'NO_SUCH_USER' });
  });

  it('throws UPSTREAM_UNAVAILABLE with the Connection Error texts for 5xx and no answer', () => {
    for (const failure of [new HttpError({ status: 502 }), new UpstreamUnavailableError('network', 'POST /signin')]) {
      const error = thrown(() => userErrorFromRestFailure(failure, signInFailures)) as GraphQLError;
      expect(error.message).toBe('connection error or Timed out');
      expect(error.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', title: 'Connection Error' });
    }
  });

  it('throws a lost session (401) as UNAUTHENTICATED where 401 is not an expected failure', () => {
    const error = thrown(() =>
      userErrorFromRestFailure(new HttpError({ status: 401 }), { title: ERROR_TITLES.dataNotSaved }),
    ) as GraphQLError;
    expect(error.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'NO_SESSION' });
  });

  it('rethrows anything that is not a REST failure untouched', () => {
    const bug = new TypeError('boom');
    expect(thrown(() => userErrorFromRestFailure(bug, signInFailures))).toBe(bug);
  });
});

describe('ValidationError', () => {
  it('is titled with the terms text when the license box is the only problem', () => {
    expect(validationError([{ field: 'acceptTerms', key: 'sign_terms' }])).toMatchObject({
      title: ERROR_TITLES.termsNotSigned,
      messages: [VALIDATION_MESSAGES.sign_terms],
    });
  });

  it('lists each message once', () => {
    const error = validationError([
      { field: 'a', key: 'pwd_req' },
      { field: 'b', key: 'pwd_req' },
    ]);
    expect(error.messages).toEqual([VALIDATION_MESSAGES.pwd_req]);
    expect(error.title).toBe(ERROR_TITLES.fillRequired);
  });
});
