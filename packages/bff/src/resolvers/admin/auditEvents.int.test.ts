// The Audit tab over GraphQL and its CSV export on the portal origin: a super
// admin pages, filters and searches the trail in one REST call per page; an admin is FORBIDDEN;
// the export downloads what the filters select, with the session cookie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_OBJECT_TYPES, AUDIT_ROLES } from '@portal/domain/audit';
import { buildSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import { ACCOUNTS, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';
import { SESSION_COOKIE } from '../../session/cookie';
import { signedInClient } from '../../../test/adminWrites';

let stack: Stack;
let superAdmin: BffClient;
let admin: BffClient;

beforeAll(async () => {
  stack = await startStack({}, { seed: 'all' });
  superAdmin = (await signedInClient(stack, ACCOUNTS.superAdmin)).client;
  admin = (await signedInClient(stack, ACCOUNTS.admin)).client;
});
afterAll(() => stack?.close());

const AUDIT = `query($filters: [AuditFilter!], $search: String) { adminConsole { auditEvents(first: 5, filters: $filters, search: $search) {
  totalCount facets { column values { value count } }
  edges { node { id sequence at actorName actorRole action objectType objectIds outcome address } } } } }`;

describe('AdminConsole.auditEvents', () => {
  it('pages the sign-ins newest first, with the facets, in one REST call', async () => {
    stack.proxy.reset();
    const { body } = await superAdmin.gql(AUDIT, { filters: [{ column: 'ACTION', values: ['SIGN_IN'] }] });
    expect(body.errors).toBeUndefined();
    const events = body.data.adminConsole.auditEvents;
    expect(events.totalCount).toBeGreaterThanOrEqual(2);
    const sequences = events.edges.map((e: { node: { sequence: number } }) => e.node.sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => b - a));
    expect(events.edges[0].node).toMatchObject({ action: 'SIGN_IN', outcome: 'SUCCESS', actorName: expect.any(String) });
    expect(events.facets.map((f: { column: string }) => f.column)).toEqual(['ACTOR_ROLE', 'ACTION', 'OBJECT_TYPE', 'OUTCOME']);
    expect(stack.proxy.calls.filter((c) => c.endsWith('/audit/events'))).toHaveLength(1);
  });

  it('is FORBIDDEN for an admin, before any REST call', async () => {
    stack.proxy.reset();
    const { body } = await admin.gql(AUDIT, {});
    expect(body.data.adminConsole.auditEvents).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(stack.proxy.calls.filter((c) => c.includes('/audit/'))).toEqual([]);
  });

  it('names every action, role and object type the domain records (the enums follow the vocabulary)', () => {
    const schema = buildSchema(readFileSync(new URL('../../../../../schema.graphql', import.meta.url), 'utf8'));
    const values = (name: string) =>
      (schema.getType(name) as unknown as { getValues(): { name: string }[] })
        .getValues()
        .map((v) => v.name)
        .sort();
    expect(values('AuditAction')).toEqual([...AUDIT_ACTIONS].sort());
    expect(values('AuditActorRole')).toEqual([...AUDIT_ROLES].sort());
    expect(values('AuditObjectType')).toEqual([...AUDIT_OBJECT_TYPES].sort());
  });
});

describe('GET /exports/audit.csv', () => {
  const download = (client: BffClient | null, query = '') =>
    fetch(`${stack.url}/exports/audit.csv${query}`, {
      headers: client?.cookie ? { cookie: `${SESSION_COOKIE}=${encodeURIComponent(client.cookie)}` } : {},
    });

  it('downloads the filtered trail for a super admin, and refuses an admin or no session', async () => {
    const answer = await download(superAdmin, `?filters=${encodeURIComponent(JSON.stringify({ ACTION: ['SIGN_IN'] }))}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-trail-/);
    const lines = (await answer.text()).trim().split('\r\n');
    expect(lines[0].startsWith('time_utc,sequence,actor_id')).toBe(true);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.slice(1).every((line) => line.includes(',SIGN_IN,'))).toBe(true);
    expect((await download(admin)).status).toBe(403);
    expect((await download(null)).status).toBe(401);
    expect((await download(superAdmin, '?filters=not-json')).status).toBe(400);
  });

  it('exports only the events meeting the table’s conditions (a day, a text)', async () => {
    const conditions = (value: unknown) => `?conditions=${encodeURIComponent(JSON.stringify(value))}`;
    const rowsOf = async (query: string) => (await (await download(superAdmin, query)).text()).trim().split('\r\n').slice(1);
    expect(await rowsOf(conditions({ AT: { comparison: 'LESS', value: '2000-01-01' } }))).toEqual([]);
    expect((await rowsOf(conditions({ AT: { comparison: 'GREATER', value: '2000-01-01' } }))).length).toBeGreaterThan(0);
    const address = await rowsOf(conditions({ ADDRESS: { comparison: 'INCLUDE', value: 'no such address' } }));
    expect(address).toEqual([]);
    expect((await download(superAdmin, conditions({ AT: { comparison: 'LESS', value: '15/01/2026' } }))).status).toBe(400);
  });
});
