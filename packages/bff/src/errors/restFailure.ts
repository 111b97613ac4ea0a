// Turning a failed REST call of a mutation into the payload's typed `UserError`, or, when the
// failure is not one the action expects, into a public GraphQL error.
import { ERROR_TITLES } from '@portal/domain/errors';
import { HttpError } from '../rest/http';
import { graphqlErrorForRestFailure } from './graphqlErrors';
import { authenticationError, conflictError, permissionError, validationError, type FieldNames, type UserErrorModel } from './userErrors';

export interface ExpectedFailures {
  /** The catalogue title of this action's failures (conflicts, permissions). */
  title: string;
  /** REST body fields → input fields, for `fieldErrors` and `ConflictError.field`. */
  fieldNames?: FieldNames;
  /** 401 is a wrong username, password, code or link here (sign-in lifecycle), not a lost session. */
  authentication?: boolean;
  /** 403 is an expected refusal here (locked account, terms of use). */
  permission?: boolean;
}

/**
 * The `UserError` for an expected REST failure. Anything else is thrown: a public GraphQL
 * error (UPSTREAM_UNAVAILABLE, UNAUTHENTICATED with NO_SUCH_USER, …) or the error itself.
 */
export function userErrorFromRestFailure(error: unknown, expected: ExpectedFailures): UserErrorModel {
  if (error instanceof HttpError) {
    const fieldNames = expected.fieldNames ?? {};
    if (error.status === 400 || error.status === 422) return validationError(error.fields, fieldNames, error.messages);
    if (error.status === 409) {
      const field = error.fields[0]?.field;
      return conflictError(expected.title, error.messages, field ? (fieldNames[field] ?? field) : null);
    }
    if (error.status === 401 && expected.authentication) return authenticationError(error.messages);
    if (error.status === 403 && expected.permission) {
      const terms = error.messages.some((m) => m === ERROR_TITLES.termsNotSigned);
      return permissionError(terms ? ERROR_TITLES.termsNotSigned : expected.title, error.messages);
    }
  }
  throw graphqlErrorForRestFailure(error) ?? error;
}
