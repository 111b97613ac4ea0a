// The REST audit trail names the browser's request: a patient read through
// GraphQL leaves an event with the BFF's request id (a UUID, also in the BFF's log) and the
// client's address as the BFF saw it, not the BFF's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, startStack, type Stack } from '../../test/stack';
import { signedInClient } from '../../test/adminWrites';
import type { BffClient } from '../../test/bffClient';

let stack: Stack;
let doctor: BffClient;

beforeAll(async () => {
  // One proxy hop trusted: the address the BFF forwards is the one X-Forwarded-For names.
  stack = await startStack({ trustProxy: 1 }, { seed: 'all' });
  doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
}, 120_000);
afterAll(() => stack?.close());

describe('audit facts forwarded to REST', () => {
  it('records the GraphQL request id and the client address with a patient read', async () => {
    const list = await doctor.gql('{ doctorWorkspace { patients(first: 1) { edges { node { id internalID } } } } }');
    const patient = list.body.data.doctorWorkspace.patients.edges[0].node;
    const read = await doctor.gql(
      'query($id: ID!) { node(id: $id) { ... on Patient { lastName } } }',
      { id: patient.id },
      { 'x-forwarded-for': '198.51.100.23' },
    );
    expect(read.body.errors).toBeUndefined();
    const event = (
      await stack.rest.db.query<{ request_id: string; address: string; action: string }>(
        `select request_id, address, action from audit_events where object_ids @> array[$1::text] order by seq desc limit 1`,
        [patient.internalID],
      )
    ).rows[0];
    expect(event.action).toBe('READ_RECORD');
    expect(event.address).toBe('198.51.100.23');
    expect(event.request_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the doctor who opened the record (Patient.accessLog), newest first', async () => {
    const list = await doctor.gql('{ doctorWorkspace { patients(first: 1) { edges { node { id } } } } }');
    const id = list.body.data.doctorWorkspace.patients.edges[0].node.id;
    const { body } = await doctor.gql(
      'query($id: ID!) { node(id: $id) { ... on Patient { accessLog(first: 5) { at action actorName actorRole } } } }',
      { id },
    );
    expect(body.errors).toBeUndefined();
    const [latest] = body.data.node.accessLog;
    expect(latest).toMatchObject({ action: 'OPENED', actorRole: 'DOCTOR', actorName: expect.any(String) });
    expect(Date.now() - Date.parse(latest.at)).toBeLessThan(60_000);
    const tooMany = await doctor.gql('query($id: ID!) { node(id: $id) { ... on Patient { accessLog(first: 51) { at } } } }', { id });
    expect(tooMany.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
