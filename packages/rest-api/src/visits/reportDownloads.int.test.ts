// Visit report downloads over HTTP: signed links that work without a session, refuse a tampered
// token (404) and an expired one (410), and are never given when the site does not back up data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRestApi, type TestRestApi } from '../testing';
import { demoSession, type DemoSession } from '../admin/staffTesting';
import { doctorCall, otherClinicDoctor, signUpPatient } from '../patients/patientsTesting';
import { LINK_EXPIRED_MESSAGE } from './reportRoutes';
import { openLink, reportUpload, visitBody } from './visitsTesting';

let api: TestRestApi;
let doctor: DemoSession;
beforeAll(async () => {
  api = await startTestRestApi({ seed: true, now: new Date('2026-06-15T10:00:00Z') });
  doctor = await demoSession(api, 'doctor');
});
afterAll(() => api?.close());

type Report = { VisitReportID: string; ProtocolReportFileName: string; downloadUrl: string | null; expiresAt: string | null };

async function visitWithReports(session: DemoSession, ...files: [string, string][]) {
  const p = await signUpPatient(api, session);
  const answer = await doctorCall(
    api,
    session,
    'POST',
    `/patients/${p.UserStorageID}/addNewVisit`,
    visitBody({
      VisitReports: files.map(([name, text]) => reportUpload(name, text)),
    }),
  );
  expect(answer.status).toBe(200);
  return { patientId: p.UserStorageID, reports: answer.body.data.VisitReports as Report[] };
}

/** The same token with one character of the signature (or of the payload) changed. */
const tamper = (url: string, part: 0 | 1) => {
  const cut = url.lastIndexOf('/') + 1;
  const [payload, signature] = url.slice(cut).split('.');
  const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
  return `${url.slice(0, cut)}${part === 0 ? flip(payload) : payload}.${part === 1 ? flip(signature) : signature}`;
};

describe('GET /reports/{token}', () => {
  it('downloads the stored bytes without a session, as an attachment named after the report', async () => {
    const { reports } = await visitWithReports(doctor, ['Protocol_20260615.pdf', '%PDF-1.4 protocol'], ['notes.txt', 'plain notes']);
    expect(reports.map((r) => r.ProtocolReportFileName)).toEqual(['Protocol_20260615.pdf', 'notes.txt']);
    const pdf = await openLink(api, reports[0].downloadUrl as string);
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.toString('utf8')).toBe('%PDF-1.4 protocol');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="Protocol_20260615.pdf"; filename*=UTF-8''Protocol_20260615.pdf`,
    );
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    const text = await openLink(api, reports[1].downloadUrl as string);
    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(text.bytes.toString('utf8')).toBe('plain notes');
  });

  it('answers 404 for a tampered, malformed or unknown token and 410 once the link has expired, never the file', async () => {
    const { patientId, reports } = await visitWithReports(doctor, ['r.pdf', 'secret bytes']);
    const url = reports[0].downloadUrl as string;
    for (const bad of [tamper(url, 0), tamper(url, 1), `${url}x`, url.replace(/\/[^/]+$/, '/nothing'), url.replace(/\/[^/]+$/, '/a.b.c')]) {
      const answer = await openLink(api, bad);
      expect(answer.status).toBe(404);
      expect(answer.bytes.toString('utf8')).not.toContain('secret bytes');
    }

    expect(reports[0].expiresAt).toBe('2026-06-15T10:05:00.000Z');
    api.clock.advance(299_000);
    expect((await openLink(api, url)).status).toBe(200);
    api.clock.advance(1_000);
    const expired = await openLink(api, url);
    expect(expired.status).toBe(410);
    expect(JSON.parse(expired.bytes.toString('utf8'))).toMatchObject({ message: LINK_EXPIRED_MESSAGE });
    // A fresh read gives a fresh link.
    const again = await doctorCall(api, doctor, 'GET', `/patients/${patientId}/getLastVisit`);
    expect(again.body.data.VisitReports[0].expiresAt).toBe('2026-06-15T10:10:00.000Z');
    expect((await openLink(api, again.body.data.VisitReports[0].downloadUrl)).bytes.toString('utf8')).toBe('secret bytes');
  });

  it('gives no links when the site does not back up data, and stops earlier links', async () => {
    const other = await otherClinicDoctor(api, 'Nobackup');
    const { patientId, reports } = await visitWithReports(other, ['r.pdf', 'kept on the device']);
    expect((await openLink(api, reports[0].downloadUrl as string)).status).toBe(200);
    await api.db.query('update sites set backup_data = false where id = $1', [other.siteId]);

    const visits = await doctorCall(api, other, 'GET', `/patients/${patientId}/getVisitsData`);
    expect(visits.body.data[0].VisitReports).toEqual([
      { VisitReportID: reports[0].VisitReportID, ProtocolReportFileName: 'r.pdf', downloadUrl: null, expiresAt: null },
    ]);
    expect((await openLink(api, reports[0].downloadUrl as string)).status).toBe(404);
    const profile = await doctorCall(api, other, 'GET', `/patients/${patientId}/profile`);
    expect(profile.body.data.SiteBackUpData).toBe(false);
    const list = await doctorCall(api, other, 'GET', '/getallpatients');
    expect(list.body.data.map((p: { SiteBackUpData: boolean }) => p.SiteBackUpData)).toEqual([false]);
    expect(
      (await doctorCall(api, doctor, 'GET', '/getallpatients')).body.data.every((p: { SiteBackUpData: boolean }) => p.SiteBackUpData),
    ).toBe(true);

    // A doctor without a site keeps reports available.
    await api.db.query('update doctors set site_id = null where user_id = $1', [other.uid]);
    expect((await doctorCall(api, other, 'GET', `/patients/${patientId}/profile`)).body.data.SiteBackUpData).toBe(true);
    const link = (await doctorCall(api, other, 'GET', `/patients/${patientId}/getLastVisit`)).body.data.VisitReports[0].downloadUrl;
    expect((await openLink(api, link)).bytes.toString('utf8')).toBe('kept on the device');
  });
});
