// The edge of the GraphQL endpoint: variables or literals holding characters no text may hold
// (NUL, control characters, lone surrogates) refuse the whole operation before any resolver or
// REST call, with the §5 text; the forms' own schemas (bidi overrides in names, dates) follow.
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import { ERROR_TITLES } from '@portal/domain/errors';
import { hasUnstorableCharacters, unstorableTextProblems } from '@portal/domain/inputSafety';
import { VALIDATION_MESSAGES } from '@portal/domain/messages';
import type { BffContext } from '../context';
import { isVariableCoercionMessage } from './variableErrors';

// Apollo hands every request of one operation text the same parsed document: its literals are checked once.
const checkedDocuments = new WeakMap<DocumentNode, boolean>();

function literalHasUnstorableText(document: DocumentNode): boolean {
  let found = checkedDocuments.get(document);
  if (found === undefined) {
    found = visitLiterals(document);
    checkedDocuments.set(document, found);
  }
  return found;
}

function visitLiterals(document: DocumentNode): boolean {
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
        // Apollo recognises these only by the exact shape of graphql's own error; whatever the
        // path, a refused variable is the caller's input: BAD_USER_INPUT and 400, never a 500.
        async didEncounterErrors({ errors }) {
          for (const error of errors) {
            // graphql's coercion error arrives wrapped in another GraphQLError; a resolver's never matches.
            const cause = error.originalError;
            if (cause && !(cause instanceof GraphQLError && !cause.originalError)) continue;
            if (!isVariableCoercionMessage(error.message)) continue;
            const extensions = error.extensions as Record<string, unknown>;
            if (extensions.code !== undefined && extensions.code !== 'INTERNAL_SERVER_ERROR') continue;
            extensions.code = 'BAD_USER_INPUT';
            extensions.http = { status: 400 };
          }
        },
        async didResolveOperation({ request, document }) {
          if (unstorableTextProblems(request.variables ?? {}).length > 0 || literalHasUnstorableText(document)) {
            throw unstorableInputError();
          }
        },
      };
    },
  };
}
