// The site's records in bulk (the site-level FHIR export): GET /site/records pages every
// patient of every doctor of the site admin's own site with their visits, in id order, audited; a
// site bulk export (POST /bulkExports with SiteID) holds exactly those patients. Any other doctor
// gets 403, another site reads as unknown (404), and no patient of another site ever gets in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRestApi, type TestRestApi } from '../testing';
import { demoSession, type DemoSession } from '../admin/staffTesting';
import { DEMO_SITE_ID } from '../seed/accounts';
import { addResult, addVisit, doctorCall, otherClinicDoctor, signUpPatient } from './patientsTesting';

let api: TestRestApi;
let siteAdmin: DemoSession;
let doctor: DemoSession;
let stranger: DemoSession & { siteId: string };
let sitePatients: string[];
let strangerPatient: string;
let doctorPatient: string;

const idsOfSite = async (siteId: string) =>
  (
    await api.db.query<{ id: string }>('select p.id from patients p join doctors d on d.user_id = p.doctor_id where d.site_id = $1', [
      siteId,
    ])
  ).rows
    .map((row) => row.id)
    .sort();

beforeAll(async () => {
  api = await startTestRestApi({ seed: true, now: new Date('2026-06-15T10:00:00Z') });
  siteAdmin = await demoSession(api, 'siteAdmin');
  doctor = await demoSession(api, 'doctor');
  stranger = await otherClinicDoctor(api);
  await signUpPatient(api, siteAdmin, { FirstName: 'Own', LastName: 'Patient' });
  doctorPatient = (await signUpPatient(api, doctor, { FirstName: 'Ada', LastName: 'Byron' })).UserStorageID;
  const visit = await addVisit(api, doctorPatient, new Date('2026-06-01T09:00:00Z'));
  await addResult(api, visit, 'ACT', { HorizontalDeviation: 12 });
  strangerPatient = (await signUpPatient(api, stranger, { FirstName: 'Far', LastName: 'Away' })).UserStorageID;
  sitePatients = await idsOfSite(DEMO_SITE_ID);
});
afterAll(() => api?.close());

describe('GET /site/records', () => {
  it('pages every patient of every doctor of the site, in id order, each with all their visits', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const query: string = after ? `?limit=7&after=${after}` : '?limit=7';
      const answer = await doctorCall(api, siteAdmin, 'GET', `/site/records${query}`);
      expect(answer.status).toBe(200);
      expect(answer.body.total).toBe(sitePatients.length);
      const rows = answer.body.data as { UserStorageID: string; DoctorStorageID: string; Visits: unknown[] }[];
      expect(rows.length).toBeLessThanOrEqual(7);
      seen.push(...rows.map((row) => row.UserStorageID));
      after = answer.body.next;
      pages += 1;
    } while (after);
    expect(seen).toEqual(sitePatients);
    expect(pages).toBe(Math.ceil(sitePatients.length / 7));
    // Another doctor's patient comes with their visits and results, as the record reads them.
    const ada = await doctorCall(api, siteAdmin, 'GET', `/site/records?limit=100`);
    const row = (ada.body.data as { UserStorageID: string; Visits: { TestsResults: unknown[] }[] }[]).find(
      (entry) => entry.UserStorageID === doctorPatient,
    );
    expect(row?.Visits).toHaveLength(1);
    expect(row?.Visits[0].TestsResults).toHaveLength(1);
    expect(seen).not.toContain(strangerPatient);
  });

  it('records each page as a read of its patients', async () => {
    const answer = await doctorCall(api, siteAdmin, 'GET', '/site/records?limit=3');
    const events = await api.db.query<{ ids: string[] }>(
      `select object_ids as ids from audit_events where action = 'READ_RECORD' and actor_id = $1 order by seq desc limit 1`,
      [siteAdmin.uid],
    );
    expect(events.rows[0].ids).toEqual((answer.body.data as { UserStorageID: string }[]).map((row) => row.UserStorageID));
  });

  it('refuses doctors who are not site admins, platform admins and bad pages', async () => {
    expect((await doctorCall(api, doctor, 'GET', '/site/records')).status).toBe(403);
    expect((await doctorCall(api, stranger, 'GET', '/site/records')).status).toBe(403);
    const admin = await demoSession(api, 'admin');
    expect((await doctorCall(api, admin, 'GET', '/site/records')).status).toBe(403);
    expect((await doctorCall(api, siteAdmin, 'GET', '/site/records?limit=101')).status).toBe(400);
    expect((await doctorCall(api, siteAdmin, 'GET', '/site/records?after=nope')).status).toBe(400);
  });
});

describe('a site bulk export', () => {
  const create = (session: DemoSession, SiteID: string) => doctorCall(api, session, 'POST', '/bulkExports', { Types: ['Patient'], SiteID });

  it('holds every patient of the site, and only them', async () => {
    const created = await create(siteAdmin, DEMO_SITE_ID.toUpperCase());
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ SiteID: DEMO_SITE_ID, PatientsTotal: sitePatients.length });
    const id = created.body.data.BulkExportID as string;
    await doctorCall(api, siteAdmin, 'POST', `/bulkExports/${id}/claim`, { Instance: 'a' });
    const chunk = (ids: string[]) =>
      doctorCall(api, siteAdmin, 'POST', `/bulkExports/${id}/chunks`, {
        Instance: 'a',
        PatientIDs: ids,
        Files: [{ Type: 'Patient', Ndjson: ids.map((pid) => `{"id":"${pid}"}\n`).join(''), Lines: ids.length }],
      });
    // Another doctor's patient of the site is the export's; a patient of another site is not.
    expect((await chunk([doctorPatient])).status).toBe(200);
    expect((await chunk([strangerPatient])).status).toBe(404);
    const events = await api.db.query<{ ids: string[] }>(
      `select object_ids as ids from audit_events where action = 'EXPORT' and actor_id = $1 order by seq desc limit 1`,
      [siteAdmin.uid],
    );
    expect([...events.rows[0].ids].sort()).toEqual(sitePatients);
    // The requester's alone: the other doctor of the site does not see it.
    expect((await doctorCall(api, doctor, 'GET', `/bulkExports/${id}`)).status).toBe(404);

    // Deleting a patient it holds deletes the export, whoever the patient's doctor.
    expect((await doctorCall(api, doctor, 'DELETE', `/patients/${doctorPatient}/profile`)).status).toBe(200);
    expect((await doctorCall(api, siteAdmin, 'GET', `/bulkExports/${id}`)).status).toBe(404);
  });

  it('is refused to other doctors and for another site', async () => {
    expect((await create(doctor, DEMO_SITE_ID)).status).toBe(403);
    expect((await create(siteAdmin, stranger.siteId)).status).toBe(404);
    expect((await create(stranger, stranger.siteId)).status).toBe(403);
    expect((await doctorCall(api, siteAdmin, 'POST', '/bulkExports', { Types: ['Patient'], SiteID: 'nope' })).status).toBe(400);
  });

  it('is no longer the requester’s once they stop being the site’s admin', async () => {
    const created = await create(siteAdmin, DEMO_SITE_ID);
    const id = created.body.data.BulkExportID as string;
    await api.db.query('update doctors set is_site_admin = false where user_id = $1', [siteAdmin.uid]);
    try {
      expect((await doctorCall(api, siteAdmin, 'GET', `/bulkExports/${id}`)).status).toBe(404);
      expect((await doctorCall(api, siteAdmin, 'GET', '/site/records')).status).toBe(403);
    } finally {
      await api.db.query('update doctors set is_site_admin = true where user_id = $1', [siteAdmin.uid]);
    }
    expect((await doctorCall(api, siteAdmin, 'GET', `/bulkExports/${id}`)).status).toBe(200);
  });
});
