// The limits against the web app's own operations: every one passes with room to spare (at most
// half of each limit), so the limits refuse only what the app never sends.
import {
  Kind,
  Lexer,
  Source,
  TokenKind,
  getNamedType,
  getNullableType,
  isListType,
  isNonNullType,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  parse,
  specifiedRules,
  typeFromAST,
  validate,
  type DocumentNode,
  type SelectionSetNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildExecutableSchema } from '../schema/executableSchema';
import { QUERY_LIMITS, cachedOperationCosts, operationCost, queryArmor, type OperationCosts } from './queryLimits';
import { UPSTREAM_CALL_BUDGET, upstreamCallsOf } from './upstreamCalls';
import { loadPersistedDocuments } from './persistedDocuments';

const schema = buildExecutableSchema();
/** Every operation the web app sends: the persisted documents relay-compiler wrote. */
function webOperations(): { name: string; text: string }[] {
  return [...loadPersistedDocuments().values()].map((text) => ({
    name: /(query|mutation|subscription) (\w+)/.exec(text)?.[2] ?? text.slice(0, 40),
    text,
  }));
}

function tokens(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

function depth(document: DocumentNode): number {
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet]] : [])),
  );
  const walk = (set: SelectionSetNode, level: number): number =>
    Math.max(
      level,
      ...set.selections.map((s) => {
        if (s.kind === Kind.FIELD) return s.selectionSet ? walk(s.selectionSet, level + 1) : level;
        if (s.kind === Kind.INLINE_FRAGMENT) return walk(s.selectionSet, level);
        const fragment = fragments.get(s.name.value);
        return fragment ? walk(fragment, level) : level;
      }),
    );
  return Math.max(...document.definitions.map((d) => (d.kind === Kind.OPERATION_DEFINITION ? walk(d.selectionSet, 1) : 0)));
}

/** A value of a required input type (input objects with their required fields). */
function sampleOf(type: GraphQLInputType): unknown {
  const named = getNamedType(type);
  if (isListType(getNullableType(type))) return [];
  if (isEnumType(named)) return named.getValues()[0].name;
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return Object.fromEntries(fields.map((f) => [f.name, sampleOf(f.type)]));
  }
  return { Boolean: true, Int: 14, Float: 1, DateTime: '2026-01-01T00:00:00Z', EmailAddress: 'a@b.example' }[named.name] ?? 'x';
}

/** A value for each required variable without a default, so the operation can be costed as sent. */
function sampleVariables(document: DocumentNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of definition.variableDefinitions ?? []) {
      if (variable.type.kind !== Kind.NON_NULL_TYPE || variable.defaultValue) continue;
      variables[variable.variable.name.value] = sampleOf(typeFromAST(schema, variable.type) as GraphQLInputType);
    }
  }
  return variables;
}

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

describe('query limits', () => {
  const operations = webOperations();
  const armor = queryArmor({ suggestions: false });

  it('finds the web app’s operations', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('lets every web operation through with at least half of each limit to spare', () => {
    const worst = { depth: 0, tokens: 0, aliases: 0, directives: 0, cost: 0, upstreamCalls: 0 };
    for (const { name, text } of operations) {
      const document = parse(text);
      expect(validate(schema, document, [...specifiedRules, ...armor.validationRules]), name).toEqual([]);
      const measured = {
        depth: depth(document),
        tokens: tokens(text),
        aliases: count(text, /\b\w+\s*:\s*\w+\s*[({]/g) - count(text, /\$\w+\s*:/g),
        directives: count(text, /@\w+/g),
        cost: operationCost(schema, document, sampleVariables(document)),
        upstreamCalls: upstreamCallsOf(schema, document, sampleVariables(document)),
      };
      for (const key of Object.keys(worst) as (keyof typeof worst)[]) worst[key] = Math.max(worst[key], measured[key]);
    }
    console.info('web operations, worst case:', worst, 'limits:', QUERY_LIMITS);
    expect(worst.depth * 2).toBeLessThanOrEqual(QUERY_LIMITS.maxDepth);
    expect(worst.tokens * 2).toBeLessThanOrEqual(QUERY_LIMITS.maxTokens);
    expect(worst.directives * 2).toBeLessThanOrEqual(QUERY_LIMITS.maxDirectives);
    expect(worst.cost * 2).toBeLessThanOrEqual(QUERY_LIMITS.maxCost);
    expect(worst.upstreamCalls * 2).toBeLessThanOrEqual(UPSTREAM_CALL_BUDGET);
  });

  it('prices the finding’s cycle over the limit and an integrator’s export of 100 patients × 50 visits under it', () => {
    const cycle = `{ doctorWorkspace { patients(first: 12) { edges { node { ${'visits(first: 12) { edges { node { patient { '.repeat(4)}id${' } } } }'.repeat(4)} } } } } }`;
    const exported = `{ doctorWorkspace { patients(first: 100) { edges { node { id firstName
      visits(first: 50) { totalCount edges { node { id visitDate testResults { __typename testType succeeded } } } } } } } } }`;
    const cycleCost = operationCost(schema, parse(cycle));
    const exportCost = operationCost(schema, parse(exported));
    console.info({ cycleCost, exportCost });
    expect(cycleCost).toBeGreaterThan(QUERY_LIMITS.maxCost);
    expect(exportCost).toBeLessThan(QUERY_LIMITS.maxCost);
  });

  it('keeps a document’s cost per variables, and costs long variables afresh', () => {
    const page = parse(
      `query Page($first: Int) { doctorWorkspace { patients(first: $first) { edges { node { id visits(first: 5) { totalCount } } } } } }`,
    );
    const cache = new WeakMap<DocumentNode, Map<string, OperationCosts>>();
    const of = (variables: Record<string, unknown>) => cachedOperationCosts(schema, page, variables, 'Page', cache).cost;
    expect(of({ first: 10 })).toBe(operationCost(schema, page, { first: 10 }, 'Page'));
    expect(of({ first: 100 })).toBe(operationCost(schema, page, { first: 100 }, 'Page'));
    expect(of({ first: 100 })).toBeGreaterThan(of({ first: 10 }));
    expect([...cache.get(page)!.keys()]).toHaveLength(2);
    expect(of({ first: 10, note: 'x'.repeat(600) })).toBe(of({ first: 10 }));
    expect([...cache.get(page)!.keys()]).toHaveLength(2);
    for (let first = 1; first <= 70; first += 1) of({ first });
    expect(cache.get(page)!.size).toBeLessThanOrEqual(64);
  });
});
