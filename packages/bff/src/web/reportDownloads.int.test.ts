// A visit report's signed link opens through the BFF's origin without a session; a tampered
// token reaches no file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, startStack, type Stack } from '../../test/stack';
import { signedInClient } from '../../test/adminWrites';
import { createPatientVia } from '../../test/doctorWrites';
import { PATIENT_RECORD, addVisitViaRest, demoDoctorSession } from '../../test/visitWrites';

const NOW = new Date('2026-06-15T10:00:00.000Z');
const REPORT = Buffer.from('%PDF-1.4\n% a visit report\n%%EOF\n');

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({}, { now: NOW });
});
afterAll(() => stack?.close());

describe('report downloads through the BFF', () => {
  it('streams the file for a valid link without a session, and refuses a tampered one', async () => {
    const doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
    const patient = await createPatientVia(doctor);
    await addVisitViaRest(stack, await demoDoctorSession(stack), patient.uid, {
      VisitDate: '2026-06-10',
      NextVisit: '2026-07-15',
      VisitReports: [{ ProtocolReportFileName: 'visit-report.pdf', ContentBase64: REPORT.toString('base64') }],
    } as never);
    const { body } = await doctor.gql(PATIENT_RECORD, { id: patient.id, unit: null });
    const [report] = body.data.node.visits.edges[0].node.reports;
    expect(report.fileName).toBe('visit-report.pdf');
    const path = new URL(report.downloadUrl).pathname;
    expect(path).toMatch(/^\/api\/v1\/webapp\/reports\//);

    const answer = await fetch(`${stack.url}${path}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain('visit-report.pdf');
    expect(Buffer.from(await answer.arrayBuffer()).equals(REPORT)).toBe(true);

    const tampered = `${path.slice(0, -2)}${path.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await fetch(`${stack.url}${tampered}`)).status).toBe(404);
    expect((await fetch(`${stack.url}/api/v1/webapp/reports/not%20a%20token`)).status).toBe(404);
  });

  it("answers an expired link with a calm HTML page in the reader's language for a browser, and JSON for a script", async () => {
    const doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
    const patient = await createPatientVia(doctor);
    await addVisitViaRest(stack, await demoDoctorSession(stack), patient.uid, {
      VisitDate: '2026-06-11',
      NextVisit: '2026-07-15',
      VisitReports: [{ ProtocolReportFileName: 'late.pdf', ContentBase64: REPORT.toString('base64') }],
    } as never);
    const { body } = await doctor.gql(PATIENT_RECORD, { id: patient.id, unit: null });
    const path = new URL(body.data.node.visits.edges[0].node.reports[0].downloadUrl).pathname;
    // Five minutes and a second later, the same link.
    stack.rest.clock.advance(301_000);
    const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

    const english = await fetch(`${stack.url}${path}`, { headers: { ...browser, 'accept-language': 'pt-BR,pt;q=0.9' } });
    expect(english.status).toBe(410);
    expect(english.headers.get('content-type')).toContain('text/html');
    const page = await english.text();
    expect(page).toContain('<html lang="en" dir="ltr">');
    expect(page).toContain('<h1>This download link has expired</h1>');
    expect(page).toContain('download the report again from the patient&#39;s record');
    expect(page).not.toContain('GONE');

    // The portal's language on the link first, then the browser's; Hebrew reads right to left.
    const italian = await (await fetch(`${stack.url}${path}?lang=it`, { headers: { ...browser, 'accept-language': 'he' } })).text();
    expect(italian).toContain('<h1>Questo link per il download è scaduto</h1>');
    const hebrew = await (await fetch(`${stack.url}${path}`, { headers: { ...browser, 'accept-language': 'he-IL,he;q=0.9' } })).text();
    expect(hebrew).toContain('<html lang="he" dir="rtl">');

    const script = await fetch(`${stack.url}${path}`, { headers: { accept: 'application/json' } });
    expect(script.status).toBe(410);
    expect(script.headers.get('content-type')).toContain('application/json');
    expect(await script.json()).toMatchObject({ code: 'GONE' });
  });
});
