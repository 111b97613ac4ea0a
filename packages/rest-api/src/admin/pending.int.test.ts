// The provider admins' pending registrations over HTTP: the list, reject (DELETE) with the site and
// account the registration created, and approve with the create-password invitation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { PROFESSIONS } from '@portal/domain/enums';
import { startTestRestApi, type TestRestApi } from '../testing';
import { call, signIn } from '../testHttp';
import { DEMO_ACCOUNT_IDS, DEMO_EMAILS, DEMO_PASSWORD } from '../seed/accounts';

let api: TestRestApi;
let token: string;
const base = `/VistaAdmins/${DEMO_ACCOUNT_IDS.admin}`;

beforeAll(async () => {
  api = await startTestRestApi({ seed: true });
  token = (await signIn(api, DEMO_EMAILS.admin, DEMO_PASSWORD)).token;
});
afterAll(() => api?.close());

/** Registers through /users/self/signup, as a visitor would; answers the ids and the list row. */
async function register(first: string, siteName: string, language = 'en') {
  const email = `${first.toLowerCase()}@${siteName.toLowerCase().replace(/[^a-z]+/g, '-')}.example`;
  const answer = await call(api, 'POST', '/users/self/signup', {
    body: {
      FirstName: first,
      LastName: 'Tester',
      Email: email,
      PhoneNumber: '+1 860 555 0177',
      Profession: PROFESSIONS.optometrist,
      SiteName: siteName,
      SiteEmail: `desk@${email.split('@')[1]}`,
      SiteCountry: 'Italy',
      SiteCity: 'Bologna',
      language,
    },
  });
  expect(answer.status).toBe(200);
  const list = await call(api, 'GET', `${base}/pendings/getAllPendings`, { token });
  const row = list.body.data.find((p: { Email: string }) => p.Email === email);
  return {
    email,
    userId: answer.body.data.UserStorageID as string,
    siteId: answer.body.data.SiteStorageID as string,
    id: row.id as string,
    row,
  };
}

const siteRow = async (id: string) =>
  (await api.db.query<{ pending: number }>('select pending from sites where id = $1', [id])).rows[0] ?? null;
const userRow = async (id: string) =>
  (await api.db.query<{ pending: number; password_hash: string | null }>('select pending, password_hash from users where id = $1', [id]))
    .rows[0] ?? null;

describe('GET /pendings/getAllPendings', () => {
  it('lists registrations newest first, each with the site and account it created', async () => {
    const older = await register('Grace', 'Bayside Pediatric Vision');
    api.clock.advance(60_000);
    const newer = await register('Samuel', 'Leeds Binocular Clinic');
    const list = await call(api, 'GET', `${base}/pendings/getAllPendings`, { token });
    const ids = list.body.data.map((p: { id: string }) => p.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(older.row).toEqual({
      id: older.id,
      FirstName: 'Grace',
      LastName: 'Tester',
      Email: older.email,
      username: older.email,
      SiteName: 'Bayside Pediatric Vision',
      Phone: '+1 860 555 0177',
      PhoneNumber: '+1 860 555 0177',
      createdAt: expect.any(String),
      SiteStorageID: older.siteId,
      UserStorageID: older.userId,
    });
  });

  it('is for provider admins only', async () => {
    const doctor = await signIn(api, DEMO_EMAILS.doctor, DEMO_PASSWORD);
    expect((await call(api, 'GET', `/VistaAdmins/${doctor.UserStorageID}/pendings/getAllPendings`, { token: doctor.token })).status).toBe(
      403,
    );
    expect((await call(api, 'GET', `${base}/pendings/getAllPendings`)).status).toBe(401);
  });
});

describe('DELETE /pending/:id (reject)', () => {
  it('removes the registration with its pending site and account, and tells the registrant in their language', async () => {
    const registration = await register('Marta', 'Ottica Rifiutata', 'it');
    const deleted = await call(api, 'DELETE', `${base}/pending/${registration.id}`, { token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: registration.id, SiteStorageID: registration.siteId, UserStorageID: registration.userId });
    expect(await siteRow(registration.siteId)).toBeNull();
    expect(await userRow(registration.userId)).toBeNull();
    const [mail] = await api.outbox(registration.email);
    expect(mail.subject).toBe('La tua registrazione al Portale Vista non è stata approvata');
    expect(mail.body).toContain('Ottica Rifiutata');
    expect((await call(api, 'DELETE', `${base}/pending/${registration.id}`, { token })).status).toBe(404);
    expect((await call(api, 'DELETE', `${base}/pending/garbage`, { token })).status).toBe(404);
  });

  it('refuses with 409 and changes nothing once the site or account is in use', async () => {
    const active = await register('Nadia', 'Kept Site Clinic');
    await api.db.query('update sites set pending = 0 where id = $1', [active.siteId]);
    // An ECP at the pending site beside its registrant: the service refuses to add one there before
    // the approval, but data written before that rule (or by an older backend) may hold one.
    const staffed = await register('Ugo', 'Staffed Pending Optics');
    const invite = () =>
      call(api, 'POST', `${base}/doctors/signup`, {
        token,
        body: {
          FirstName: 'Vera',
          LastName: 'Invitata',
          Email: 'vera.invitata@staffed.example',
          PhoneNumber: '+39 051 555 0101',
          Profession: PROFESSIONS.orthoptist,
          SiteStorageID: staffed.siteId,
          isSiteAdmin: false,
        },
      });
    const refusedInvite = await invite();
    expect(refusedInvite.status).toBe(409);
    expect(refusedInvite.body.message).toBe(ERROR_MESSAGES.awaitsApproval);
    expect((await api.db.query("select 1 from users where email = 'vera.invitata@staffed.example'")).rows).toEqual([]);
    await api.db.query('update sites set pending = 0 where id = $1', [staffed.siteId]);
    const invited = await invite();
    expect(invited.status).toBe(200);
    await api.db.query('update sites set pending = 1 where id = $1', [staffed.siteId]);
    // A registrant who set a password some other way.
    const withPassword = await register('Wanda', 'Password Optics');
    await api.db.query("update users set password_hash = 'x' where id = $1", [withPassword.userId]);

    for (const registration of [active, staffed, withPassword]) {
      const refused = await call(api, 'DELETE', `${base}/pending/${registration.id}`, { token });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(ERROR_MESSAGES.registrationNotPending);
      expect(await siteRow(registration.siteId)).not.toBeNull();
      expect(await userRow(registration.userId)).not.toBeNull();
    }
    expect(await userRow(invited.body.data.UserStorageID)).toEqual({ pending: 1, password_hash: null });
  });

  it('sends no reset link and no re-addressed invitation to a registrant awaiting approval', async () => {
    const registration = await register('Xena', 'Awaiting Optics');
    expect((await call(api, 'POST', '/forgetPass', { body: { Email: registration.email } })).status).toBe(200);
    // An admin may not edit the registrant's account before the approval (the Pending tab settles it).
    const corrected = 'xena.corrected@awaiting.example';
    const edited = await call(api, 'POST', `${base}/doctors/${registration.userId}/profile`, {
      token,
      body: {
        FirstName: 'Xena',
        LastName: 'Tester',
        Email: corrected,
        PhoneNumber: '+1 860 555 0177',
        Profession: PROFESSIONS.optometrist,
        SiteStorageID: registration.siteId,
        isSiteAdmin: true,
      },
    });
    expect(edited.status).toBe(409);
    expect(edited.body.message).toBe(ERROR_MESSAGES.awaitsApproval);
    expect((await call(api, 'POST', '/forgetPass', { body: { Email: corrected } })).status).toBe(200);
    const mails = [...(await api.outbox(registration.email)), ...(await api.outbox(corrected))];
    expect(mails.map((m) => m.body).filter((body) => body.includes('/create-password'))).toEqual([]);
  });
});

describe('POST /pending/:id/approve', () => {
  it('activates the site and invites the registrant to create a password', async () => {
    const registration = await register('Helena', 'Lakeview Approved');
    const approved = await call(api, 'POST', `${base}/pending/${registration.id}/approve`, { token });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toEqual({ id: registration.id, SiteStorageID: registration.siteId, UserStorageID: registration.userId });
    expect(await siteRow(registration.siteId)).toEqual({ pending: 0 });
    // The account stays pending until its password is set, like any invited ECP.
    expect(await userRow(registration.userId)).toEqual({ pending: 1, password_hash: null });
    const link = await api.passwordLinkToken(registration.email);
    expect((await call(api, 'GET', `/password-links/${encodeURIComponent(link)}`)).status).toBe(200);
    const list = await call(api, 'GET', `${base}/pendings/getAllPendings`, { token });
    expect(list.body.data.some((p: { id: string }) => p.id === registration.id)).toBe(false);
    expect((await call(api, 'POST', `${base}/pending/${registration.id}/approve`, { token })).status).toBe(404);
  });

  it('activates the site without a second invitation when the account is already active', async () => {
    const registration = await register('Olga', 'Active Account Optics');
    await api.db.query('update users set pending = 0 where id = $1', [registration.userId]);
    const before = (await api.outbox(registration.email)).length;
    const approved = await call(api, 'POST', `${base}/pending/${registration.id}/approve`, { token });
    expect(approved.status).toBe(200);
    expect(await siteRow(registration.siteId)).toEqual({ pending: 0 });
    expect(await api.outbox(registration.email)).toHaveLength(before);
  });

  it('refuses with 409 and changes nothing when the site is no longer pending', async () => {
    const registration = await register('Oscar', 'Conflict Optics');
    await api.db.query('update sites set pending = 0 where id = $1', [registration.siteId]);
    const refused = await call(api, 'POST', `${base}/pending/${registration.id}/approve`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ERROR_MESSAGES.registrationNotPending);
    expect(await userRow(registration.userId)).toEqual({ pending: 1, password_hash: null });
    const list = await call(api, 'GET', `${base}/pendings/getAllPendings`, { token });
    expect(list.body.data.some((p: { id: string }) => p.id === registration.id)).toBe(true);
  });

  it('forgets a registration whose site an admin deleted', async () => {
    const registration = await register('Pavel', 'Deleted Site Optics');
    await api.db.query('delete from sites where id = $1', [registration.siteId]);
    expect((await call(api, 'POST', `${base}/pending/${registration.id}/approve`, { token })).status).toBe(404);
    expect(await userRow(registration.userId)).toBeNull();
  });

  it('is for provider admins only', async () => {
    const registration = await register('Quinn', 'Doctor Tried Optics');
    const doctor = await signIn(api, DEMO_EMAILS.doctor, DEMO_PASSWORD);
    const path = `/VistaAdmins/${doctor.UserStorageID}/pending/${registration.id}/approve`;
    expect((await call(api, 'POST', path, { token: doctor.token })).status).toBe(403);
    expect(await siteRow(registration.siteId)).toEqual({ pending: 1 });
  });
});
