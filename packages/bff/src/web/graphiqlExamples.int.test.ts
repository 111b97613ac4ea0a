// The saved GraphiQL examples are real operations: each validates against the served schema within
// the query limits, GraphiQL's page opens them as tabs, and they run on the demo data as the demo
// doctor (the export within 3 REST calls, the record by id, paging by cursor, a bearer sign-in).
import { readFileSync } from 'node:fs';
import { parse, specifiedRules, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExecutableSchema } from '../schema/executableSchema';
import { QUERY_LIMITS, operationCost, queryArmor } from '../security/queryLimits';
import { ACCOUNTS, DEMO_PASSWORD, startStack, type Stack } from '../../test/stack';
import { signedInClient } from '../../test/adminWrites';
import type { BffClient } from '../../test/bffClient';
import {
  DEMO_DOCTOR_SIGN_IN,
  GRAPHIQL_EXAMPLES,
  PATIENTS_PAGE,
  PATIENTS_WITH_VISITS,
  PATIENT_RECORD,
  SIGN_IN_FOR_TOKEN,
  type GraphiQLExample,
} from './graphiqlExamples';

const run = (client: BffClient, example: GraphiQLExample, variables: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  client.gql(example.query, { ...example.variables, ...variables }, headers);

describe('the GraphiQL examples against the schema', () => {
  const schema = buildExecutableSchema();
  const armor = queryArmor({ suggestions: false });

  it.each(GRAPHIQL_EXAMPLES.map((example) => [example.operationName, example] as const))(
    '%s is valid, named as its tab, and within the cost limit',
    (name, example) => {
      const document = parse(example.query);
      expect(validate(schema, document, [...specifiedRules, ...armor.validationRules])).toEqual([]);
      const operations = document.definitions.filter((d) => d.kind === 'OperationDefinition');
      expect(operations.map((o) => o.name?.value)).toEqual([name]);
      expect(operationCost(schema, document, example.variables)).toBeLessThanOrEqual(QUERY_LIMITS.maxCost);
    },
  );

  it('are shown in the integrator guide, the same texts with the same variables (but the sign-in, shown there as curl)', () => {
    const readme = readFileSync(new URL('../../../../docs/integrator-guide.md', import.meta.url), 'utf8');
    for (const example of GRAPHIQL_EXAMPLES.filter((e) => e !== SIGN_IN_FOR_TOKEN)) {
      expect(readme, example.operationName).toContain('```graphql\n' + example.query + '```');
      const shown = readme.split(example.query)[1].match(/Variables: `(.+)`/)?.[1];
      expect(JSON.parse(shown ?? 'null'), example.operationName).toEqual(example.variables);
    }
  });

  it('signs in as the demo doctor of the seed', () => {
    expect(DEMO_DOCTOR_SIGN_IN).toEqual({ username: ACCOUNTS.doctor, password: DEMO_PASSWORD });
  });
});

describe('the GraphiQL examples on the demo data', () => {
  let stack: Stack;
  let doctor: BffClient;

  beforeAll(async () => {
    stack = await startStack({}, { seed: 'all', now: new Date('2026-06-15T10:00:00Z') });
    doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
  }, 120_000);
  afterAll(() => stack?.close());

  it('opens GraphiQL with one tab per example', async () => {
    const init = await (await fetch(`${stack.url}/graphiql/init.js`)).text();
    const tabs = init.match(/var tabs = (\[.*\]);\n/)?.[1];
    expect(tabs).toBeDefined();
    expect(JSON.parse(tabs!)).toEqual(
      GRAPHIQL_EXAMPLES.map((example) => ({ query: example.query, variables: JSON.stringify(example.variables, null, 2) })),
    );
  });

  it('exports the patients with their visits and results in at most 3 REST calls', async () => {
    stack.proxy.reset();
    const { body } = await run(doctor, PATIENTS_WITH_VISITS);
    expect(body.errors).toBeUndefined();
    expect(stack.proxy.calls.length).toBeLessThanOrEqual(3);
    const patients = body.data.doctorWorkspace.patients.edges.map((e: any) => e.node);
    expect(patients.length).toBe(Math.min(100, body.data.doctorWorkspace.patients.totalCount));
    const results = patients.flatMap((p: any) => p.visits.edges.flatMap((v: any) => v.node.testResults));
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]).toEqual(expect.objectContaining({ testType: expect.any(String), succeeded: expect.any(Boolean) }));
  });

  it('reads one record by its id, with visits and results', async () => {
    const first = await run(doctor, PATIENTS_PAGE, { first: 1 });
    const patient = first.body.data.doctorWorkspace.patients.edges[0].node;
    const { body } = await run(doctor, PATIENT_RECORD, { id: patient.id });
    expect(body.errors).toBeUndefined();
    expect(body.data.node).toMatchObject({ internalID: patient.internalID, fullName: patient.fullName });
    expect(body.data.node.visits.totalCount).toBe(patient.visitCount);
  });

  it('pages through the patients with `after` cursors, without overlap', async () => {
    const one = (await run(doctor, PATIENTS_PAGE, { first: 5 })).body.data.doctorWorkspace.patients;
    expect(one.pageInfo.hasNextPage).toBe(true);
    const two = (await run(doctor, PATIENTS_PAGE, { first: 5, after: one.pageInfo.endCursor })).body.data.doctorWorkspace.patients;
    const ids = (page: any) => page.edges.map((e: any) => e.node.id);
    expect(ids(two)).toHaveLength(5);
    expect(ids(two).filter((id: string) => ids(one).includes(id))).toEqual([]);
  });

  it('signs in for a bearer token that runs the export', async () => {
    const integrator = stack.client();
    const signedIn = await run(integrator, SIGN_IN_FOR_TOKEN);
    expect(signedIn.body.data.signIn).toMatchObject({ step: 'SIGNED_IN', errors: [] });
    expect(signedIn.sessionCookie).toBeUndefined();
    const token = signedIn.body.data.signIn.accessToken as string;
    const { body } = await run(stack.client(), PATIENTS_PAGE, { first: 1 }, { authorization: `Bearer ${token}` });
    expect(body.errors).toBeUndefined();
    expect(body.data.doctorWorkspace.patients.edges).toHaveLength(1);
  });
});
