// Every GraphQL operation is bounded before it runs: depth, aliases and directives
// by graphql-armor (escape.tech's maintained set of Apollo plugins and validation rules),
// and a cost where a list costs its `first` (or a nominal length) times what each item asks for
// (graphql-query-complexity with our estimator). The limits leave about twice the room the web
// app's own heaviest operation needs (queryLimits.test.ts measures every one of them); README
// "Security" lists them. A refused operation is a BAD_USER_INPUT error and executes nothing.
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, getNamedType, getNullableType, isLeafType, isListType, type DocumentNode, type GraphQLSchema } from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { CONNECTION_MAX_FIRST } from '@portal/domain/constants';
import { isVariableCoercionMessage, refusedVariableError } from '../errors/variableErrors';
import { ONE_BY_ONE_IN_LEGACY, UPSTREAM_CALL_BUDGET, upstreamCallsOf } from './upstreamCalls';
import type { BffContext } from '../context';

export const QUERY_LIMITS = {
  /** Nesting of fields, fragments flattened (the web's deepest operation: 8). */
  maxDepth: 16,
  /** Aliases in one operation (the web uses none). */
  maxAliases: 10,
  /** Lexer tokens of the document (the web's longest operation: 347). */
  maxTokens: 2000,
  /** Directives in one operation (the web uses 2 at most: @include, @skip). */
  maxDirectives: 10,
  /**
   * The cost model's ceiling: the web's costliest operation is 5,503; an integrator's export of
   * 100 patients with 50 visits each and their results 15,302; five nested lists of 12 (the
   * finding's 341-byte query) 836,966. Room for the export of 100 × 100 visits (about 30,000).
   */
  maxCost: 100_000,
  /** Nesting of the variables' JSON (the web's deepest input: 3); deeper is refused before any analysis. */
  maxVariablesDepth: 32,
} as const;

/**
 * Whether a request's variables (the parsed object of a POST, or the JSON text of a GET) nest deeper
 * than the limit. Counted without recursion, so any depth is answered 400 rather than overflowing.
 */
export function variablesTooDeep(variables: unknown, maxDepth: number = QUERY_LIMITS.maxVariablesDepth): boolean {
  if (typeof variables === 'string') {
    let depth = 0;
    let inString = false;
    for (let i = 0; i < variables.length; i += 1) {
      const c = variables[i];
      if (inString) {
        if (c === '\\') i += 1;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === '{' || c === '[') {
        depth += 1;
        if (depth > maxDepth) return true;
      } else if (c === '}' || c === ']') depth -= 1;
    }
    return false;
  }
  const stack: [unknown, number][] = [[variables, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (!value || typeof value !== 'object') continue;
    if (depth >= maxDepth) return true;
    for (const child of Object.values(value)) if (child && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

export const variablesTooDeepError = () => ({
  message: `The variables nest deeper than ${QUERY_LIMITS.maxVariablesDepth} levels.`,
  extensions: { code: 'BAD_USER_INPUT', reason: 'VARIABLES_TOO_DEEP' },
});

/** What a list without `first` counts as (visits of a patient, results of a visit). */
export const NOMINAL_LIST_LENGTH = 10;
/** `first` when the operation does not say (the connections' schema default). */
const DEFAULT_FIRST = 20;

/**
 * A field costs 1 when it returns an object (0 for a scalar or enum), plus its children times the
 * number of items it may return: the ids of Query.nodes, a connection's `first` (≤ 100, each item at least 1, since the
 * service reads it even when only a count is asked), a plain list the nominal length; a
 * connection's `edges` count once (its `first` already multiplied).
 */
export const listCostEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  const own = isLeafType(getNamedType(field.type)) ? 0 : 1;
  let items = 1;
  if (Array.isArray(args.ids)) return own + args.ids.length * Math.max(childComplexity, 1);
  if (field.args.some((arg) => arg.name === 'first')) {
    const first = typeof args.first === 'number' ? args.first : DEFAULT_FIRST;
    items = Math.min(Math.max(first, 1), CONNECTION_MAX_FIRST);
    return own + items * Math.max(childComplexity, 1);
  } else if (isListType(getNullableType(field.type)) && field.name !== 'edges' && !isLeafType(getNamedType(field.type))) {
    items = NOMINAL_LIST_LENGTH;
  }
  return own + items * childComplexity;
};

/** The cost of the operation `operationName` of `document` with `variables`. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string | null,
): number {
  return getComplexity({ schema, query: document, variables, operationName: operationName ?? undefined, estimators: [listCostEstimator] });
}

export const queryTooCostlyError = (cost: number) =>
  new GraphQLError(
    `The query is too large: its cost is ${cost}, the limit ${QUERY_LIMITS.maxCost}. Ask for fewer items per list or fewer nested lists.`,
    {
      extensions: { code: 'BAD_USER_INPUT', reason: 'QUERY_TOO_COSTLY', http: { status: 400 } },
    },
  );

export const upstreamBudgetError = (calls: number) =>
  new GraphQLError(
    `The query may need ${calls} calls to the clinic's records service, the limit ${UPSTREAM_CALL_BUDGET}. Ask for fewer lists or fewer per-item details in one query.`,
    { extensions: { code: 'BAD_USER_INPUT', reason: 'TOO_MANY_UPSTREAM_CALLS', http: { status: 400 } } },
  );

export const subscriptionRefusedError = () =>
  new GraphQLError('Subscriptions are not supported: ask with a query and refresh instead.', {
    extensions: { code: 'BAD_USER_INPUT', reason: 'SUBSCRIPTION_NOT_SUPPORTED', http: { status: 400 } },
  });

/** Variables longer than this as JSON (a form's input) are costed every time rather than kept. */
const MAX_CACHED_VARIABLES_LENGTH = 512;
/** Costs kept per document: paging through a list asks with a new cursor each time. */
const MAX_COSTS_PER_DOCUMENT = 64;

/** What an operation costs: the cost model's figure and its worst-case REST calls. */
export interface OperationCosts {
  cost: number;
  upstreamCalls: number;
}

const costsOf = (
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName: string | null | undefined,
  legacy: boolean,
) => {
  const cost = operationCost(schema, document, variables, operationName);
  // Over the cost limit the operation is refused anyway: its REST calls need no walk.
  const upstreamCalls =
    cost > QUERY_LIMITS.maxCost
      ? 0
      : upstreamCallsOf(schema, document, variables, operationName, legacy ? ONE_BY_ONE_IN_LEGACY : undefined);
  return { cost, upstreamCalls };
};

/**
 * The operation's costs, remembered per parsed document (Apollo reuses one per operation text) and
 * variables: the web asks the same few operations again and again, and costing walks the document.
 */
export function cachedOperationCosts(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string | null,
  cache: WeakMap<DocumentNode, Map<string, OperationCosts>> = documentCosts,
  /** In front of a §7 backend: a patient's profile and visits are one call each. */
  legacy = false,
): OperationCosts {
  const key = `${legacy ? 'legacy' : ''}\u0000${operationName ?? ''}\u0000${JSON.stringify(variables)}`;
  if (key.length > MAX_CACHED_VARIABLES_LENGTH) return costsOf(schema, document, variables, operationName, legacy);
  let costs = cache.get(document);
  if (!costs) cache.set(document, (costs = new Map()));
  let found = costs.get(key);
  if (found === undefined) {
    found = costsOf(schema, document, variables, operationName, legacy);
    if (costs.size >= MAX_COSTS_PER_DOCUMENT) costs.clear();
    costs.set(key, found);
  }
  return found;
}
const documentCosts = new WeakMap<DocumentNode, Map<string, OperationCosts>>();

/** Refuses an operation over the cost limit or the REST call budget once its variables are known, before anything runs. */
export function costLimitPlugin(): ApolloServerPlugin<BffContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema, operationName, operation, contextValue }) {
          if (operation?.operation === 'subscription') throw subscriptionRefusedError();
          let costs: OperationCosts;
          try {
            const legacy = contextValue.upstream.current().name === 'legacy';
            costs = cachedOperationCosts(schema, document, request.variables ?? {}, operationName, documentCosts, legacy);
          } catch (error) {
            // Costing coerces the variables first: a refused one is the caller's input, answered
            // 400 without its value (graphql-js's own text quotes it).
            if (error instanceof GraphQLError && isVariableCoercionMessage(error.message)) throw refusedVariableError(error);
            throw error;
          }
          if (costs.cost > QUERY_LIMITS.maxCost) throw queryTooCostlyError(costs.cost);
          if (costs.upstreamCalls > UPSTREAM_CALL_BUDGET) throw upstreamBudgetError(costs.upstreamCalls);
        },
      };
    },
  };
}

/** graphql's parser stops after this many tokens (a GRAPHQL_PARSE_FAILED error, answered 400). */
export const PARSE_OPTIONS = { maxTokens: QUERY_LIMITS.maxTokens } as const;

/**
 * graphql-armor's protections with our limits: its own cost rule is off (ours counts lists by their
 * length); field suggestions ("Did you mean ...") are blocked unless `suggestions` (demo mode).
 */
export function queryArmor(options: { suggestions: boolean }) {
  return new ApolloArmor({
    blockFieldSuggestion: { enabled: !options.suggestions },
    costLimit: { enabled: false },
    maxDepth: { n: QUERY_LIMITS.maxDepth, flattenFragments: true },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    // graphql's own parser counts tokens (parseOptions in server.ts): armor's plugin answers a
    // malformed document with a 500.
    maxTokens: { enabled: false },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives },
  }).protect();
}
