// The edge of the GraphQL endpoint: variables or literals holding characters no text may hold
// (NUL, control characters, lone surrogates) refuse the whole operation before any resolver or
// REST call, with the §5 text; the forms' own schemas (bidi overrides in names, dates) follow.
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import { ERROR_TITLES } from '@portal/domain/errors';
import { hasUnstorableCharacters, unstorableTextProblems } from '@portal/domain/inputSafety';
import { VALIDATION_MESSAGES } from '@portal/domain/messages';
import type { BffContext } from '../context';

function literalHasUnstorableText(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING](node) {
      if (hasUnstorableCharacters(node.value)) found = true;
    },
  });
  return found;
}

export const unstorableInputError = () =>
  new GraphQLError(VALIDATION_MESSAGES.text_invalid, {
    extensions: { code: 'BAD_USER_INPUT', title: ERROR_TITLES.dataNotSaved, http: { status: 400 } },
  });

export function inputGuardPlugin(): ApolloServerPlugin<BffContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          if (unstorableTextProblems(request.variables ?? {}).length > 0 || literalHasUnstorableText(document)) {
            throw unstorableInputError();
          }
        },
      };
    },
  };
}
