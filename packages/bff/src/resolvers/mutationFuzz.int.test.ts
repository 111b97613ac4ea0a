// Property-based fuzzing of every GraphQL mutation (fast-check), with inputs generated from the
// schema itself: whatever the input and whoever asks, no INTERNAL_SERVER_ERROR, no stack trace
// or SQL in an answer or a log line, and the shared REST breaker stays closed for everyone.
import fc from 'fast-check';
import { Writable } from 'node:stream';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  type GraphQLInputType,
} from 'graphql';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExecutableSchema } from '../schema/executableSchema';
import { ACCOUNTS, startStack, type Stack } from '../../test/stack';
import { signedInClient } from '../../test/adminWrites';
import { createPatientVia } from '../../test/doctorWrites';
import type { BffClient } from '../../test/bffClient';

const RUNS_PER_MUTATION = Number(process.env.FUZZ_RUNS ?? 15);
const schema = buildExecutableSchema();
const mutationType = schema.getMutationType()!;

const CRITICAL = ['\u0000', '\uD800', '\u202E', '0000-01-01', '9999-12-31T23:59:59Z'];
const NASTY = [
  ...CRITICAL,
  'a\u0007b',
  "'; drop table users; --",
  '" OR 1=1 --',
  'x'.repeat(600),
  '😀'.repeat(30),
  'דוד',
  '',
  ' ',
  '2026-02-30',
  '1899-12-31',
  'doctor@demo.example',
  'Portal!2026',
  '00000000-0000-0000-0000-000000000000',
  '-1',
  'NaN',
];

let stack: Stack;
const logLines: string[] = [];
const clients: Record<'none' | 'doctor' | 'admin' | 'superAdmin', BffClient> = {} as never;
let patientGlobalId = '';

/** A string most mutations would accept, a hostile one, or an id of a real object. */
const text = () =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom(...CRITICAL), fc.constantFrom('Lia', 'doctor@demo.example', '2026-07-01')).map(([a, b]) => a + b),
    },
    { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
    { weight: 1, arbitrary: fc.constant(patientGlobalId) },
  );

/** A value of any input type of the schema, built from the type itself. */
function inputValue(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (type instanceof GraphQLNonNull) return inputValue(type.ofType, depth);
  if (type instanceof GraphQLList) return fc.array(inputValue(type.ofType, depth + 1), { maxLength: depth > 2 ? 0 : 3 });
  if (type instanceof GraphQLEnumType) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (type instanceof GraphQLInputObjectType) {
    const fields = Object.values(type.getFields());
    return fc.record(
      Object.fromEntries(
        fields.map((f) => [
          f.name,
          f.type instanceof GraphQLNonNull ? inputValue(f.type, depth + 1) : fc.option(inputValue(f.type, depth + 1), { nil: null }),
        ]),
      ),
    );
  }
  if (type instanceof GraphQLScalarType) {
    switch (type.name) {
      case 'Int':
        return fc.integer({ min: -2_147_483_648, max: 2_147_483_647 });
      case 'Float':
        return fc.double({ noNaN: true, noDefaultInfinity: true });
      case 'Boolean':
        return fc.boolean();
      default:
        return text();
    }
  }
  return fc.constant(null);
}

function operationFor(name: string) {
  const field = mutationType.getFields()[name];
  const args = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const pass = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const payload = (field.type instanceof GraphQLNonNull ? field.type.ofType : field.type) as GraphQLObjectType;
  const selection = 'errors' in payload.getFields() ? '__typename errors { __typename code title messages }' : '__typename';
  return {
    query: `mutation Fuzz${args ? `(${args})` : ''} { ${name}${pass ? `(${pass})` : ''} { ${selection} } }`,
    variables: fc.record(Object.fromEntries(field.args.map((a) => [a.name, inputValue(a.type)]))),
  };
}

const STACK_OR_SQL = [/\n\s+at /, /node_modules/, /\bselect\b[\s\S]*\bfrom\b/i, /\binsert into\b/i, /violates/i, /syntax error/i];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  stack = await startStack({ logger: pino({ level: 'info' }, sink) });
  clients.none = stack.client();
  clients.doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
  clients.admin = (await signedInClient(stack, ACCOUNTS.admin)).client;
  clients.superAdmin = (await signedInClient(stack, ACCOUNTS.superAdmin)).client;
  patientGlobalId = (await createPatientVia(clients.doctor)).id;
}, 120_000);
afterAll(() => stack?.close());

describe('GraphQL fuzz: every mutation, every role, inputs from the schema', () => {
  it('never answers INTERNAL_SERVER_ERROR nor shows a stack trace or SQL, and keeps the REST breaker closed', async () => {
    const failures: string[] = [];
    // Those that end the clients' own sessions would leave the rest of the run signed out.
    const names = Object.keys(mutationType.getFields()).filter((n) => n !== 'signOut' && n !== 'signOutEverywhere');
    expect(names.length).toBeGreaterThan(25);
    for (const name of names) {
      const { query, variables } = operationFor(name);
      await fc
        .assert(
          fc.asyncProperty(fc.constantFrom<keyof typeof clients>('none', 'doctor', 'admin', 'superAdmin'), variables, async (who, vars) => {
            const answer = await clients[who].gql(query, vars as Record<string, unknown>);
            const codes = (answer.body.errors ?? []).map((e) => e.extensions?.code);
            const leak = STACK_OR_SQL.find((p) => p.test(answer.text));
            if (answer.status >= 500 || codes.includes('INTERNAL_SERVER_ERROR') || codes.includes('UPSTREAM_UNAVAILABLE') || leak) {
              failures.push(
                `${name} as ${who} → ${answer.status} ${answer.text.slice(0, 300)} (variables ${JSON.stringify(vars).slice(0, 300)})`,
              );
              return false;
            }
            return true;
          }),
          { numRuns: RUNS_PER_MUTATION, endOnFailure: true },
        )
        .catch((error: unknown) => {
          if (!failures.some((f) => f.startsWith(`${name} `))) failures.push(`${name}: ${String(error).slice(0, 400)}`);
        });
    }
    expect(failures).toEqual([]);
    expect(logLines.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
    // The breaker saw only refusals: a signed-in doctor is still served.
    const viewer = await clients.doctor.gql('{ viewer { email } }');
    expect(viewer.body.data?.viewer?.email).toBe(ACCOUNTS.doctor);
  }, 300_000);

  it('refuses a NUL byte in a variable or a literal at the edge, with the §5 text and no REST call', async () => {
    const before = stack.proxy.calls.length;
    const viaVariable = await clients.none.gql('mutation($input: SignInInput!) { signIn(input: $input) { step } }', {
      input: { username: 'doctor\u0000@demo.example', password: 'x' },
    });
    expect(viaVariable.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(viaVariable.body.errors?.[0].message).toMatch(/control or text-direction characters/);
    const viaLiteral = await clients.none.gql(
      'mutation { signIn(input: { username: "doctor\\u0000@demo.example", password: "x" }) { step } }',
    );
    expect(viaLiteral.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(stack.proxy.calls.length).toBe(before);
  });

  it('answers a variable the schema refuses (an unknown enum value, a wrong type) with BAD_USER_INPUT and 400, never a 500', async () => {
    const before = stack.proxy.calls.length;
    const period = await clients.doctor.gql(
      'query($p: VisitPeriod) { doctorWorkspace { patients(first: 1, visitPeriod: $p) { totalCount } } }',
      {
        p: 'CENTURY',
      },
    );
    expect(period.status).toBe(400);
    expect(period.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    const count = await clients.doctor.gql('query($n: Int) { doctorWorkspace { patients(first: $n) { totalCount } } }', { n: 'many' });
    expect(count.status).toBe(400);
    expect(count.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(stack.proxy.calls.length).toBe(before);
  });

  it('six requests that made REST fail no longer stop the portal for everyone', async () => {
    for (let i = 0; i < 6; i += 1) {
      await clients.none.gql('mutation($input: SignInInput!) { signIn(input: $input) { step } }', {
        input: { username: `x${i}\u0000@demo.example`, password: 'x' },
      });
    }
    const viewer = await clients.doctor.gql('{ viewer { email } }');
    expect(viewer.body.data?.viewer?.email).toBe(ACCOUNTS.doctor);
  });
});
