// Messages to patients through GraphQL against the real REST service: the payload says
// who could not be reached by which channel and claims nothing else; the doctor's own text is sent
// with its placeholders filled; the record lists each message with its delivery, newest first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';
import { signedInClient } from '../../../test/adminWrites';
import { createPatientVia } from '../../../test/doctorWrites';

const SEND = /* GraphQL */ `
  mutation ($input: SendMessageToPatientsInput!) {
    sendMessageToPatients(input: $input) {
      recipientCount
      reachedCount
      smsCount
      emailCount
      skipped {
        recipientId
        fullName
        channel
      }
      errors {
        title
        messages
        ... on ValidationError {
          fieldErrors {
            field
            message
          }
        }
      }
    }
  }
`;
const HISTORY = /* GraphQL */ `
  query ($id: ID!, $first: Int, $after: String) {
    node(id: $id) {
      ... on Patient {
        lastNotification
        messages(first: $first, after: $after) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              channel
              text
              sentAt
              status
            }
          }
        }
      }
    }
  }
`;

let stack: Stack;
let doctor: BffClient;
beforeAll(async () => {
  stack = await startStack({}, { now: new Date('2026-06-15T10:00:00.000Z') });
  doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
}, 120_000);
afterAll(() => stack?.close());

describe('sendMessageToPatients', () => {
  it('reports the patient without a phone and claims only the messages queued', async () => {
    const reachable = await createPatientVia(doctor, { firstName: 'Ada', lastName: 'Byron' });
    const noPhone = await createPatientVia(doctor, { firstName: 'Bea', lastName: 'Cole', phoneNumber: null });
    const { body } = await doctor.gql(SEND, {
      input: { patientIds: [reachable.id, noPhone.id], method: 'SMS', text: 'Hello {firstName}!' },
    });
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    expect(body.data.sendMessageToPatients).toEqual({
      recipientCount: 2,
      reachedCount: 1,
      smsCount: 1,
      emailCount: 0,
      skipped: [{ recipientId: noPhone.id, fullName: 'Bea Cole', channel: 'SMS' }],
      errors: [],
    });

    const sent = (await doctor.gql(HISTORY, { id: reachable.id })).body.data.node;
    expect(sent.lastNotification).toBe('2026-06-15T10:00:00.000Z');
    expect(sent.messages.totalCount).toBe(1);
    expect(sent.messages.edges[0].node).toMatchObject({ channel: 'SMS', text: 'Hello Ada!', sentAt: '2026-06-15T10:00:00.000Z' });
    expect(['QUEUED', 'SENT']).toContain(sent.messages.edges[0].node.status);
    const none = (await doctor.gql(HISTORY, { id: noPhone.id })).body.data.node;
    expect(none).toMatchObject({ lastNotification: null, messages: { totalCount: 0, edges: [] } });
  });

  it('pages the history newest first, and refuses a text over 500 characters with its field', async () => {
    const patient = await createPatientVia(doctor, { firstName: 'Cy' });
    for (const text of ['First', 'Second', 'Third']) {
      await doctor.gql(SEND, { input: { patientIds: [patient.id], method: 'EMAIL', text } });
      stack.rest.clock.advance(60_000);
    }
    const first = (await doctor.gql(HISTORY, { id: patient.id, first: 2 })).body.data.node.messages;
    expect(first.totalCount).toBe(3);
    expect(first.edges.map((e: { node: { text: string } }) => e.node.text.split('\n')[0])).toEqual(['Third', 'Second']);
    const rest = (await doctor.gql(HISTORY, { id: patient.id, first: 2, after: first.pageInfo.endCursor })).body.data.node.messages;
    expect(rest.edges.map((e: { node: { text: string } }) => e.node.text.split('\n')[0])).toEqual(['First']);

    const long = await doctor.gql(SEND, { input: { patientIds: [patient.id], method: 'EMAIL', text: 'x'.repeat(501) } });
    expect(long.body.data.sendMessageToPatients.errors[0].fieldErrors).toEqual([{ field: 'text', message: 'At most 500 characters' }]);
  });
});
