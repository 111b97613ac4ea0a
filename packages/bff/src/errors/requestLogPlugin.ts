// Per operation: log failures (bugs with their stack, REST outages as warnings, a caller's refused
// input at info with its code only; never variables or a message quoting them, which hold
// passwords and patients' data), clear the cookie of a user who no longer exists, count REST calls.
import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError } from 'graphql';
import type { BffContext } from '../context';
import { HttpError, UpstreamUnavailableError } from '../rest/http';
import { isNoSuchUser } from './graphqlErrors';
import { isPublicError } from './formatError';
import { isVariableCoercionMessage } from './variableErrors';

/** The caller's own mistake (a malformed document, a refused variable, an input rule): not a failure of ours. */
const isCallerInputError = (error: GraphQLError, original: unknown) =>
  isVariableCoercionMessage(error.message) ||
  error.extensions.code === 'BAD_USER_INPUT' ||
  (original instanceof GraphQLError && original.extensions.code === 'BAD_USER_INPUT');

export const UPSTREAM_CALLS_HEADER = 'x-upstream-calls';

export function requestLogPlugin(options: { exposeUpstreamCalls: boolean }): ApolloServerPlugin<BffContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue, operationName }) {
          for (const error of errors) {
            const original = unwrapResolverError(error);
            const noSuchUser =
              isNoSuchUser(original) || (original instanceof GraphQLError && original.extensions.reason === 'NO_SUCH_USER');
            if (noSuchUser) {
              contextValue.session.clear();
              contextValue.token = null;
            }
            if (original instanceof UpstreamUnavailableError || (original instanceof HttpError && original.status >= 500)) {
              contextValue.log.warn({ err: original, operationName }, 'REST service unavailable');
            } else if (isCallerInputError(error, original)) {
              contextValue.log.info({ operationName, code: 'BAD_USER_INPUT', reason: error.extensions.reason }, 'input refused');
            } else if (!isPublicError(error)) {
              contextValue.log.error({ err: original, operationName, path: error.path }, 'unexpected GraphQL failure');
            }
          }
        },
        async willSendResponse({ contextValue, response, operationName }) {
          const calls = contextValue.rest.calls;
          // Written with the request's one line when it ends (RequestLogController).
          contextValue.operation.operationName = operationName;
          contextValue.operation.upstreamCalls = calls;
          if (options.exposeUpstreamCalls) response.http.headers.set(UPSTREAM_CALLS_HEADER, String(calls));
        },
      };
    },
  };
}
