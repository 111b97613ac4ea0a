// An e-mail change over GraphQL: an admin's edit of a doctor's e-mail asks the admin's password and
// leaves the address pending; the doctor confirms it without a session from the e-mailed link
// with their own password; wrong passwords and spent links get the §8 answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { ACCOUNTS, DEMO_PASSWORD, startStack, type Stack } from '../../test/stack';
import { BffClient } from '../../test/bffClient';
import { ERRORS, signedInClient } from '../../test/adminWrites';

let stack: Stack;
let admin: BffClient;
let doctorId: string;

beforeAll(async () => {
  stack = await startStack({}, { seed: 'all' });
  admin = (await signedInClient(stack, ACCOUNTS.admin)).client;
  const found = await admin.gql(`{ adminConsole { ecps(first: 10, search: "${ACCOUNTS.doctor}") { edges { node { id email } } } } }`);
  doctorId = found.body.data.adminConsole.ecps.edges.find((e: { node: { email: string } }) => e.node.email === ACCOUNTS.doctor).node.id;
});
afterAll(() => stack?.close());

const UPDATE_ECP = `mutation($input: UpdateEcpInput!) { updateEcp(input: $input) { ecp { id email pendingEmail } ${ERRORS} } }`;
const CONFIRM = `mutation($input: ConfirmEmailChangeInput!) { confirmEmailChange(input: $input) { email ${ERRORS} } }`;

const edit = (email: string, currentPassword?: string) =>
  admin.gql(UPDATE_ECP, {
    input: {
      id: doctorId,
      firstName: 'Dana',
      lastName: 'Doctor',
      profession: 'OPTOMETRIST',
      phoneNumber: '+39 02 555 0100',
      email,
      isSiteAdmin: false,
      ...(currentPassword ? { currentPassword } : {}),
    },
  });

async function linkToken(recipient: string): Promise<string> {
  const [mail] = await stack.rest.outbox(recipient);
  return decodeURIComponent(mail.body.match(/confirm-email\?token=(\S+)/)?.[1] ?? '');
}

describe('changing a doctor e-mail address over GraphQL', () => {
  const target = 'dana@new-clinic.example';

  it("asks the admin's password on the field, then leaves the address pending", async () => {
    const missing = (await edit(target)).body.data.updateEcp;
    expect(missing.ecp).toBeNull();
    expect(missing.errors[0]).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'currentPassword', key: 'current_pwd_req' }],
    });
    const wrong = (await edit(target, 'Wrong!2026')).body.data.updateEcp;
    expect(wrong.errors[0].fieldErrors).toEqual([expect.objectContaining({ field: 'currentPassword', key: 'current_pwd_wrong' })]);

    const done = (await edit(target, DEMO_PASSWORD)).body.data.updateEcp;
    expect(done).toEqual({ ecp: { id: doctorId, email: ACCOUNTS.doctor, pendingEmail: target }, errors: [] });
  });

  it('confirms from the link without a session: a wrong password first, then the right one, once', async () => {
    const token = await linkToken(target);
    const anonymous = new BffClient(stack.url);
    const wrong = (await anonymous.gql(CONFIRM, { input: { token, password: 'Wrong!2026' } })).body.data.confirmEmailChange;
    expect(wrong.email).toBeNull();
    expect(wrong.errors[0].fieldErrors).toEqual([expect.objectContaining({ field: 'password', key: 'pwd_wrong' })]);

    const done = (await anonymous.gql(CONFIRM, { input: { token, password: DEMO_PASSWORD } })).body.data.confirmEmailChange;
    expect(done).toEqual({ email: target, errors: [] });
    const again = (await anonymous.gql(CONFIRM, { input: { token, password: DEMO_PASSWORD } })).body.data.confirmEmailChange;
    expect(again.errors[0]).toMatchObject({
      __typename: 'PermissionError',
      title: 'E-mail address not changed',
      messages: [ERROR_MESSAGES.linkExpired],
    });

    const list = await admin.gql(`query($id: ID!) { node(id: $id) { ... on Ecp { email pendingEmail } } }`, { id: doctorId });
    expect(list.body.data.node).toEqual({ email: target, pendingEmail: null });
  });
});
