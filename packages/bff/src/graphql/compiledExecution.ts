// The web app's operations run compiled (graphql-jit): each persisted document is compiled once per
// process into a function that resolves its fields, completes and serialises its values without
// graphql-js's per-field walk. Apollo Server takes an executor only from a gateway, so the schema is
// served through a minimal one (no supergraph, never updated). Any other document (an integrator's
// own query, introspection) executes with graphql-js as before: compiling costs more than one run,
// and those are seldom asked twice. Parsing, validation, the query limits and every plugin run as
// before: only execution changes, after Apollo has resolved the operation.
import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import { execute, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type GatewayInterface = ApolloServerOptionsWithGateway<never>['gateway'];
type GatewayExecutor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;

/** What a document compiled to per operation name: its compiled query, or null when graphql-jit declined it. */
type Compiled = Map<string | null, CompiledQuery | null>;

export interface CompiledExecution {
  /** For `new ApolloServer({ gateway })`: serves `schema`, executing with `executor`. */
  gateway: GatewayInterface;
  /** How many operations were compiled (tests). */
  readonly compiledCount: number;
}

/**
 * A gateway serving `schema` whose executor runs documents whose text is one of `compiledTexts`
 * compiled (once each, on first use) and any other with graphql-js's execute.
 */
export function compiledExecution(schema: GraphQLSchema, compiledTexts: ReadonlySet<string>): CompiledExecution {
  // Apollo hands every request of one text the same parsed and validated document (its document store).
  const compiledDocuments = new WeakMap<DocumentNode, Compiled>();
  let compiledCount = 0;
  const compiledFor = (document: DocumentNode, operationName: string | null): CompiledQuery | null => {
    let byOperation = compiledDocuments.get(document);
    if (!byOperation) compiledDocuments.set(document, (byOperation = new Map()));
    let compiled = byOperation.get(operationName);
    if (compiled === undefined) {
      const result = compileQuery(schema, document, operationName ?? undefined);
      compiled = isCompiledQuery(result) ? result : null;
      if (compiled) compiledCount += 1;
      byOperation.set(operationName, compiled);
    }
    return compiled;
  };

  const executor: GatewayExecutor = async (requestContext) => {
    const { document, source, request, context } = requestContext;
    const operationName = request.operationName ?? null;
    const compiled = compiledTexts.has(source) ? compiledFor(document, operationName) : null;
    const result: ExecutionResult = compiled
      ? await compiled.query(undefined, context, request.variables ?? {})
      : await execute({ schema, document, contextValue: context, variableValues: request.variables, operationName });
    return result;
  };

  const gateway: GatewayInterface = {
    async load() {
      return { executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    async stop() {},
  };
  return {
    gateway,
    get compiledCount() {
      return compiledCount;
    },
  };
}
