// Per GraphQL operation: how long it took and how it ended, by operation name (labels.ts) and
// outcome: 'ok', or the code of its first error from the error vocabulary (formatError leaves
// no other), so a spike of UPSTREAM_UNAVAILABLE or FORBIDDEN shows which operation it hit.
import type { ApolloServerPlugin } from '@apollo/server';
import { parse, type DocumentNode } from 'graphql';
import type { BffContext } from '../context';
import { isPublicCode } from '../errors/formatError';

export interface OperationRecord {
  /** The operation's name as the document names it (null: unnamed, or it did not parse). */
  name: string | null;
  outcome: string;
  seconds: number;
}

export function graphqlMetricsPlugin(record: (operation: OperationRecord) => void): ApolloServerPlugin<BffContext> {
  return {
    async requestDidStart() {
      const startedAt = performance.now();
      return {
        async willSendResponse({ operationName, response }) {
          const body = response.body;
          const errors = body.kind === 'single' ? body.singleResult.errors : body.initialResult.errors;
          const code = errors?.[0]?.extensions?.code;
          record({
            name: operationName ?? null,
            outcome: !errors?.length ? 'ok' : isPublicCode(code) ? code : 'INTERNAL_SERVER_ERROR',
            seconds: (performance.now() - startedAt) / 1000,
          });
        },
      };
    },
  };
}

/** The operation names in the web app's persisted documents: the labels every operation may keep. */
export function persistedOperationNames(documents: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const text of documents) {
    let document: DocumentNode;
    try {
      document = parse(text, { noLocation: true });
    } catch {
      continue; // Apollo answers such a document with a parse error; it names nothing here.
    }
    for (const definition of document.definitions) {
      if (definition.kind === 'OperationDefinition' && definition.name) names.add(definition.name.value);
    }
  }
  return names;
}
