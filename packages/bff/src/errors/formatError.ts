// The last word on what an error tells a client: codes from the vocabulary only, catalogue
// texts, never a stack trace or an internal message. Logging happens in requestLogPlugin.
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ERROR_CODES, type ErrorCode } from '@portal/domain/errors';
import { graphqlErrorForRestFailure, internalError } from './graphqlErrors';
import { safeVariableErrorMessage } from './variableErrors';

/** Apollo's request-level codes (the operation never ran): reported as BAD_USER_INPUT. */
const REQUEST_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST', 'OPERATION_RESOLUTION_FAILURE']);
/** Automatic persisted query clients depend on these exact codes. */
const PROTOCOL_CODES = new Set(['PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_SUPPORTED']);

const PUBLIC_EXTENSIONS = ['code', 'title', 'reason'] as const;

export const isPublicCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);

/** Whether an error (as resolvers threw it) is a deliberate public error rather than a bug. */
export function isPublicError(error: unknown): boolean {
  const original = unwrapResolverError(error);
  return (
    (original instanceof GraphQLError && (isPublicCode(original.extensions.code) || REQUEST_CODES.has(String(original.extensions.code)))) ||
    graphqlErrorForRestFailure(original) !== null
  );
}

export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const shaped = (message: string, extensions: Record<string, unknown>): GraphQLFormattedError => ({
    message,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions,
  });
  const original = unwrapResolverError(error);
  const code = formatted.extensions?.code;
  // A refused variable's text quotes the value sent (a password, a patient's name): never echoed.
  const refusedVariable = safeVariableErrorMessage(original);
  if (refusedVariable !== null) return shaped(refusedVariable, { code: 'BAD_USER_INPUT', reason: 'INVALID_VARIABLES' });

  if (original instanceof GraphQLError && isPublicCode(original.extensions.code)) {
    return shaped(original.message, pickPublic(original.extensions));
  }
  const fromRest = graphqlErrorForRestFailure(original);
  if (fromRest) return shaped(fromRest.message, pickPublic(fromRest.extensions));
  if (typeof code === 'string' && PROTOCOL_CODES.has(code)) return { message: formatted.message, extensions: { code } };
  if (typeof code === 'string' && REQUEST_CODES.has(code)) {
    return shaped(formatted.message, { code: 'BAD_USER_INPUT', reason: code });
  }
  if (code === 'BAD_USER_INPUT') return shaped(formatted.message, { code: 'BAD_USER_INPUT' });
  const masked = internalError();
  return shaped(masked.message, pickPublic(masked.extensions));
}

function pickPublic(extensions: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of PUBLIC_EXTENSIONS) if (extensions[key] !== undefined) picked[key] = extensions[key];
  return picked;
}
