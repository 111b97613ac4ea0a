// Expected failures of mutations: typed `UserError` objects with the §8 title and message
// lines, and for validation the §5 message keys with their English text.
import { ERROR_MESSAGES, ERROR_TITLES, type ErrorCode, type FieldProblem } from '@portal/domain/errors';
import { validationText } from '@portal/domain/messages';

export interface FieldErrorModel {
  field: string;
  key: string;
  message: string;
}

interface UserErrorBase {
  code: ErrorCode;
  title: string;
  messages: string[];
}

export type UserErrorModel =
  | (UserErrorBase & { __typename: 'ValidationError'; fieldErrors: FieldErrorModel[] })
  | (UserErrorBase & { __typename: 'AuthenticationError' })
  | (UserErrorBase & { __typename: 'PermissionError' })
  | (UserErrorBase & { __typename: 'ConflictError'; field: string | null })
  | (UserErrorBase & { __typename: 'EditConflictError'; current: unknown });

/** REST body field → mutation input field, e.g. `{ Email: 'username' }`. */
export type FieldNames = Readonly<Record<string, string>>;

const unique = (values: string[]) => [...new Set(values)];

/**
 * The input broke §5 rules. The title is the catalogue's 'Fill all required fields', or
 * 'You must sign the Terms of Use first' when the unticked license box is the only problem.
 */
export function validationError(problems: FieldProblem[], fieldNames: FieldNames = {}, fallback?: string[]): UserErrorModel {
  const fieldErrors = problems.map((p) => ({
    field: fieldNames[p.field] ?? p.field,
    key: p.key,
    message: validationText(p.key),
  }));
  const onlyTerms = fieldErrors.length > 0 && fieldErrors.every((f) => f.key === 'sign_terms');
  const messages = unique(fieldErrors.map((f) => f.message));
  return {
    __typename: 'ValidationError',
    code: 'BAD_USER_INPUT',
    title: onlyTerms ? ERROR_TITLES.termsNotSigned : ERROR_TITLES.fillRequired,
    messages: messages.length > 0 ? messages : (fallback ?? [ERROR_MESSAGES.fillRequired]),
    fieldErrors,
  };
}

/** §8: 'The username or password entered are incorrect' (login, 2FA, create and reset password). */
export function authenticationError(messages: string[] = [ERROR_MESSAGES.authFailed]): UserErrorModel {
  return {
    __typename: 'AuthenticationError',
    code: 'UNAUTHENTICATED',
    title: ERROR_TITLES.invalidCredentials,
    messages: messages.length > 0 ? messages : [ERROR_MESSAGES.authFailed],
  };
}

export function permissionError(title: string, messages: string[] = [ERROR_MESSAGES.permissionDenied]): UserErrorModel {
  return {
    __typename: 'PermissionError',
    code: 'FORBIDDEN',
    title,
    messages: messages.length > 0 ? messages : [ERROR_MESSAGES.permissionDenied],
  };
}

export function conflictError(title: string, messages: string[], field: string | null = null): UserErrorModel {
  return { __typename: 'ConflictError', code: 'CONFLICT', title, messages, field };
}
