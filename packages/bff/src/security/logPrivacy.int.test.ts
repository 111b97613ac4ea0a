// Both services' logs, at debug level with their production loggers, hold no password, one-time
// code, link token or patient data after the flows that carry them: sign-in (right, wrong, with an
// unknown or mistyped field), the second factor, a password-reset link, a new patient with a
// national ID, a search by name, a report download by its signed link.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger as createRestLogger } from '@portal/rest-api/logger';
import { createLogger } from '../logging';
import {
  ACCOUNTS,
  CREATE_PASSWORD,
  DEMO_PASSWORD,
  VERIFY,
  latestMail,
  linkToken,
  signIn,
  sixDigitCode,
  startStack,
  type Stack,
} from '../../test/stack';
import { createPatientVia } from '../../test/doctorWrites';
import { signedInClient } from '../../test/adminWrites';
import { PATIENT_RECORD, addVisitViaRest, demoDoctorSession } from '../../test/visitWrites';

const lines: string[] = [];
const sink = () =>
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });

let stack: Stack;
beforeAll(async () => {
  stack = await startStack(
    { logger: createLogger('debug', sink()) },
    { restLogger: createRestLogger({ level: 'debug', destination: sink() }) },
  );
});
afterAll(() => stack?.close());

const SIGN_IN_ONLY = 'mutation S($input: SignInInput!) { signIn(input: $input) { step } }';
const RESET = 'mutation R($username: String!) { requestPasswordReset(input: { username: $username }) { accepted } }';
const LINK = 'query L($token: String!) { passwordLink(token: $token) { step } }';
const SEARCH = 'query Q($search: String) { doctorWorkspace { patients(search: $search, first: 5) { totalCount } } }';

describe('the logs of both services', () => {
  it('hold no password, code, token, national ID or patient name after the flows that carry them', async () => {
    const secrets: string[] = [DEMO_PASSWORD];
    const anonymous = stack.client();
    // Refused inputs: an unknown field and a mistyped one, each beside the password (the finding).
    expect((await anonymous.gql(SIGN_IN_ONLY, { input: { username: ACCOUNTS.doctor, password: DEMO_PASSWORD, bogus: 1 } })).status).toBe(
      400,
    );
    expect((await anonymous.gql(SIGN_IN_ONLY, { input: { username: 12, password: DEMO_PASSWORD } })).status).toBe(400);
    await signIn(anonymous, ACCOUNTS.doctor, 'Wrong!Pass77');
    secrets.push('Wrong!Pass77');

    // The second factor's code.
    const admin = stack.client();
    await signIn(admin, ACCOUNTS.superAdmin);
    const code = sixDigitCode((await latestMail(admin, ACCOUNTS.superAdmin)).body);
    expect((await admin.gql(VERIFY, { code })).body.data.verifySecondFactor.step).toBe('SIGNED_IN');

    // A password-reset link: its token, the new password.
    const visitor = stack.client();
    await visitor.gql(RESET, { username: ACCOUNTS.newDoctor });
    const token = linkToken((await latestMail(visitor, ACCOUNTS.newDoctor)).body);
    await visitor.gql(LINK, { token });
    const fresh = 'Fresh!Pass2027';
    await visitor.gql(CREATE_PASSWORD, { input: { linkToken: token, password: fresh, confirmation: fresh, acceptTerms: true } });
    secrets.push(token, fresh);

    // A new patient, refused once with an unknown field, then created; searched by name.
    const { client: doctor } = await signedInClient(stack, ACCOUNTS.siteAdmin);
    const patient = { firstName: 'Ottavia', lastName: 'Quintavalle', socialId: 'QNTTTV12A41F205X', notes: 'Amblyopia, patching since May' };
    const refused = await doctor.gql('mutation C($input: CreatePatientInput!) { createPatient(input: $input) { patient { id } } }', {
      input: { ...patient, birthdate: '2012-04-01', email: 'ottavia.q@mail.example', whatever: true },
    });
    expect(refused.status).toBe(400);
    await createPatientVia(doctor, { ...patient, email: 'ottavia.q@mail.example' });
    await doctor.gql(SEARCH, { search: 'Quintavalle' });
    secrets.push(...Object.values(patient), 'ottavia.q@mail.example');

    // A visit report downloaded by its signed link.
    const { client: demoDoctor } = await signedInClient(stack, ACCOUNTS.doctor);
    const reported = await createPatientVia(demoDoctor);
    await addVisitViaRest(stack, await demoDoctorSession(stack), reported.uid, {
      VisitDate: new Date().toISOString().slice(0, 10),
      NextVisit: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      VisitReports: [{ ProtocolReportFileName: 'visit-report.pdf', ContentBase64: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64') }],
    } as never);
    const record = await demoDoctor.gql(PATIENT_RECORD, { id: reported.id, unit: null });
    const path = new URL(record.body.data.node.visits.edges[0].node.reports[0].downloadUrl).pathname;
    expect((await fetch(`${stack.url}${path}`)).status).toBe(200);
    secrets.push(path.split('/reports/')[1]);

    const log = lines.join('');
    expect(log).toContain('input refused');
    expect(log).toContain('/reports/[redacted]');
    for (const secret of secrets) expect(log, `the log holds ${secret}`).not.toContain(secret);
    expect(log).not.toMatch(new RegExp(`[^0-9.]${code}(?![0-9])`));
  });
});
