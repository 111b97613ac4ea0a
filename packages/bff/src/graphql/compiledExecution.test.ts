import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { compiledExecution } from './compiledExecution';

const schema = makeExecutableSchema({
  typeDefs: /* GraphQL */ `
    type Query {
      item(id: ID!): Item
      failing: Int
    }
    type Item {
      id: ID!
      doubled: Int!
    }
  `,
  resolvers: {
    Query: {
      item: (_: unknown, { id }: { id: string }) => ({ id }),
      failing: () => {
        throw new GraphQLError('refused here', { extensions: { code: 'FORBIDDEN' } });
      },
    },
    Item: { doubled: (item: { id: string }) => Number(item.id) * 2 },
  },
});

const PERSISTED = 'query Item($id: ID!) { item(id: $id) { id doubled } }';
const FAILING = 'query Failing { failing }';

/** An Apollo Server executing through compiledExecution, counting how often it parsed and validated. */
async function serverWith(compiledTexts: string[]) {
  const counts = { parsed: 0, validated: 0 };
  const counting: ApolloServerPlugin = {
    async requestDidStart() {
      return {
        async parsingDidStart() {
          counts.parsed += 1;
        },
        async validationDidStart() {
          counts.validated += 1;
        },
      };
    },
  };
  const execution = compiledExecution(schema, new Set(compiledTexts));
  const server = new ApolloServer({ gateway: execution.gateway, plugins: [counting] });
  await server.start();
  const run = async (query: string, variables?: Record<string, unknown>) => {
    const response = await server.executeOperation({ query, variables });
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    return response.body.singleResult;
  };
  return { server, execution, counts, run };
}

describe('compiled execution of the persisted documents', () => {
  it('parses, validates and compiles a persisted document once across requests', async () => {
    const { server, execution, counts, run } = await serverWith([PERSISTED]);
    for (const id of ['1', '2', '3']) {
      expect(await run(PERSISTED, { id })).toEqual({ data: { item: { id, doubled: Number(id) * 2 } } });
    }
    expect(counts).toEqual({ parsed: 1, validated: 1 });
    expect(execution.compiledCount).toBe(1);
    await server.stop();
  });

  it('runs any other document with graphql-js, compiling nothing', async () => {
    const { server, execution, run } = await serverWith([PERSISTED]);
    const text = '{ item(id: "4") { doubled } }';
    expect(await run(text)).toEqual({ data: { item: { doubled: 8 } } });
    expect(await run(text)).toEqual({ data: { item: { doubled: 8 } } });
    expect(execution.compiledCount).toBe(0);
    await server.stop();
  });

  it("answers a resolver's error as graphql-js does: its message, path and extensions", async () => {
    const compiled = await serverWith([FAILING]);
    const interpreted = await serverWith([]);
    const fromCompiled = await compiled.run(FAILING);
    const fromInterpreted = await interpreted.run(FAILING);
    expect(compiled.execution.compiledCount).toBe(1);
    expect(fromCompiled).toEqual(fromInterpreted);
    expect(fromCompiled.errors?.[0]).toMatchObject({ message: 'refused here', path: ['failing'], extensions: { code: 'FORBIDDEN' } });
    await compiled.server.stop();
    await interpreted.server.stop();
  });
});
