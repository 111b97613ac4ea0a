import { buildSchema, execute, parse, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectsField } from './lookahead';

const schema = buildSchema(`
  interface Node { id: ID! }
  type Patient implements Node { id: ID! name: String visits: [String] }
  type Site implements Node { id: ID! visits: [String] }
  type Query { node(id: ID!): Node }
`);

/** Runs `query` and reports what selectsField said inside node(id:). */
function lookahead(query: string): boolean {
  let seen = false;
  execute({
    schema,
    document: parse(query),
    rootValue: {
      node: (_args: unknown, _context: unknown, info: GraphQLResolveInfo) => {
        seen = selectsField(info, 'Patient', new Set(['visits']));
        return null;
      },
    },
  });
  return seen;
}

describe('selectsField', () => {
  it('finds a field in an inline fragment on the type', () => {
    expect(lookahead('{ node(id: "1") { ... on Patient { name visits } } }')).toBe(true);
  });

  it('finds it through named fragments, nested ones included', () => {
    expect(
      lookahead(`{ node(id: "1") { ...Record } }
        fragment Record on Patient { name ...History }
        fragment History on Patient { visits }`),
    ).toBe(true);
  });

  it('ignores the field on another type and fields the selection does not ask for', () => {
    expect(lookahead('{ node(id: "1") { ... on Site { visits } } }')).toBe(false);
    expect(lookahead('{ node(id: "1") { ... on Patient { name } } }')).toBe(false);
  });

  it('stops on a fragment cycle instead of looping', () => {
    expect(lookahead('{ node(id: "1") { ...A } } fragment A on Patient { name ...B } fragment B on Patient { ...A }')).toBe(false);
  });
});
