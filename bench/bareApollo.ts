// The anchor of bench/dataPath.ts: a bare Apollo Server (the BFF's own @apollo/server, graphql and
// Fastify integration, resolved from packages/bff) over the same schema, answering the benchmark's
// fields with the same REST calls as the BFF makes for them (the paged list and its counts; a
// patient's profile and visits by id, side by side). Nothing else: no query limits, no persisted
// documents, no plugins, no metrics, no logging, no compression, no DataLoaders, no answer schemas
// (REST's JSON as parsed), a token and a doctor fixed when it starts. The domain's own rules that
// make the fields (test results merged, counted) run as in the BFF: what it adds beyond them is the
// BFF's cost. Not production code: a floor to measure the BFF against.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { FORWARDED_HEADERS } from '../packages/domain/src/forwardedHeaders';
import { genderKey } from '../packages/domain/src/enums';
import { parseTestResultItem, isSucceeded, type TestResultRecord } from '../packages/domain/src/testResults';
import { aggregateVisitResults, visitTestCounts } from '../packages/domain/src/visitAggregation';
import { RESULT_TYPENAMES, TEST_TYPE_ENUM } from '../packages/bff/src/resolvers/doctor/testResultModel';

const bffRequire = createRequire(path.join(path.dirname(fileURLToPath(import.meta.url)), '../packages/bff/package.json'));
const { ApolloServer } = bffRequire('@apollo/server') as typeof import('@apollo/server');
const { fastifyApolloHandler } = bffRequire('@as-integrations/fastify') as typeof import('@as-integrations/fastify');
const { makeExecutableSchema } = bffRequire('@graphql-tools/schema') as typeof import('@graphql-tools/schema');
const Fastify = (bffRequire('fastify') as { default: typeof import('fastify').default }).default;
const { Agent, request } = bffRequire('undici') as typeof import('undici');
const { DateResolver, DateTimeResolver } = bffRequire('graphql-scalars') as typeof import('graphql-scalars');
const scalar = (s: typeof DateResolver) => ({ __serialize: s.serialize, __parseValue: s.parseValue, __parseLiteral: s.parseLiteral });

const SCHEMA = fileURLToPath(new URL('../schema.graphql', import.meta.url));

export interface BareApollo {
  url: string;
  close(): Promise<void>;
}

interface Row {
  UserStorageID: string;
  PII: {
    FirstName: string;
    LastName: string;
    SocialID: string | null;
    Gender: number | null;
    Birthdate: string | null;
    Email: string | null;
  };
  AccountStatus: number;
  Enabled: number | boolean;
  LastVisit: string | null;
  NextVisitDate: string | null;
}
interface VisitRow {
  VisitStorageID: string | number;
  VisitDate: string;
  TestsResults: unknown[] | null;
}

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`, 'utf8').toString('base64');
const cursor = (offset: number) => Buffer.from(`offset:${offset}`, 'utf8').toString('base64');
const connection = <T>(items: T[], offset: number, total: number) => {
  const edges = items.map((node, i) => ({ node, cursor: cursor(offset + i) }));
  return {
    edges,
    totalCount: total,
    pageInfo: {
      hasNextPage: offset + items.length < total,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
};
const parsedResults = new WeakMap<VisitRow, TestResultRecord[]>();
const results = (visit: VisitRow): TestResultRecord[] => {
  const known = parsedResults.get(visit);
  if (known) return known;
  const parsed: TestResultRecord[] = [];
  for (const item of visit.TestsResults ?? []) {
    const result = parseTestResultItem(item);
    if (result.ok) parsed.push(result.result);
  }
  parsedResults.set(visit, parsed);
  return parsed;
};

/** Starts the anchor on 127.0.0.1: REST at `restBaseUrl` (…/api/v1/webapp) as doctor `uid` with `token`. */
export async function startBareApollo(options: { restBaseUrl: string; uid: string; token: string }): Promise<BareApollo> {
  const dispatcher = new Agent({ keepAliveTimeout: 10_000, connections: 128 });
  const get = async (p: string, query: Record<string, string | undefined> = {}) => {
    const url = new URL(`${options.restBaseUrl}/eyeCareProviders/${options.uid}${p}`);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, v);
    // The headers the BFF forwards too: REST's audit trail reads them.
    const headers = {
      accept: 'application/json',
      authorization: `Bearer ${options.token}`,
      [FORWARDED_HEADERS.requestId]: randomUUID(),
      [FORWARDED_HEADERS.clientAddress]: '127.0.0.1',
      [FORWARDED_HEADERS.clientAgent]: 'node',
    };
    const answer = await request(url, { headers, dispatcher });
    if (answer.statusCode !== 200) throw new Error(`${p}: ${answer.statusCode}`);
    return answer.body.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const resultFields = { testType: (r: TestResultRecord) => r.testType, succeeded: (r: TestResultRecord) => isSucceeded(r.testResult) };
  const schema = makeExecutableSchema({
    typeDefs: readFileSync(SCHEMA, 'utf8'),
    resolvers: {
      TestType: TEST_TYPE_ENUM,
      PatientAccountStatus: { PENDING_PAIRING: 1, ACTIVE: 2, COMPLETED: 3 },
      DateTime: scalar(DateTimeResolver),
      Date: scalar(DateResolver),
      Node: { __resolveType: (o: { __typename: string }) => o.__typename },
      TestResult: { __resolveType: (r: TestResultRecord) => RESULT_TYPENAMES[r.testType] },
      ...Object.fromEntries(Object.values(RESULT_TYPENAMES).map((name) => [name, resultFields])),
      Query: {
        doctorWorkspace: () => ({}),
        node: async (_: unknown, { id }: { id: string }) => {
          const internalID = Buffer.from(id, 'base64').toString('utf8').split(':')[1];
          const [profiles, visits] = await Promise.all([
            get('/patients/profiles', { ids: internalID }),
            get('/patients/visits', { ids: internalID }),
          ]);
          const row = (profiles.data as Row[])[0];
          return row ? { __typename: 'Patient', ...row, visitRows: visits.data[internalID.toLowerCase()] ?? [] } : null;
        },
      },
      DoctorWorkspace: {
        patients: async (_: unknown, args: { first: number; search?: string | null }) => {
          const page = await get('/patients', { offset: '0', limit: String(args.first), search: args.search ?? undefined });
          return connection(page.data as Row[], 0, page.total as number);
        },
        patientCounts: async () => (await get('/patients/counts')).data,
      },
      Patient: {
        id: (p: Row) => globalId('Patient', p.UserStorageID),
        internalID: (p: Row) => p.UserStorageID,
        firstName: (p: Row) => p.PII.FirstName,
        lastName: (p: Row) => p.PII.LastName,
        fullName: (p: Row) => `${p.PII.FirstName} ${p.PII.LastName}`.trim(),
        personal: (p: Row) => ({
          socialId: p.PII.SocialID,
          gender: genderKey(p.PII.Gender)?.toUpperCase() ?? null,
          birthdate: p.PII.Birthdate,
          email: p.PII.Email,
        }),
        lastVisit: (p: Row) => p.LastVisit,
        nextVisitDate: (p: Row) => p.NextVisitDate,
        accountStatus: (p: Row) => p.AccountStatus,
        locked: (p: Row) => p.Enabled === 0 || p.Enabled === false,
        visits: (p: Row & { visitRows: VisitRow[] }, args: { first: number }) => {
          const visits = [...p.visitRows].sort((a, b) => Date.parse(b.VisitDate) - Date.parse(a.VisitDate));
          return connection(
            visits.slice(0, args.first).map((visit) => ({ visit, patientId: p.UserStorageID })),
            0,
            visits.length,
          );
        },
      },
      Visit: {
        id: (v: { visit: VisitRow; patientId: string }) => globalId('Visit', `${v.patientId}:${v.visit.VisitStorageID}`),
        visitDate: (v: { visit: VisitRow }) => v.visit.VisitDate,
        testCount: (v: { visit: VisitRow }) => visitTestCounts(results(v.visit)).attempts,
        testResults: (v: { visit: VisitRow }) => aggregateVisitResults(results(v.visit)),
      },
    },
  });
  const apollo = new ApolloServer({ schema, introspection: false });
  await apollo.start();
  const app = Fastify({ logger: false });
  app.route({ method: ['GET', 'POST'], url: '/graphql', handler: fastifyApolloHandler(apollo) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    close: async () => {
      await app.close();
      await apollo.stop();
      await dispatcher.close();
    },
  };
}
