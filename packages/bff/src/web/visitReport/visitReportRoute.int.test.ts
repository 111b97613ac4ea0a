// The visit report PDF over HTTP against the real REST service: the doctor's own visit downloads
// as a real PDF (in the doctor's words, Hebrew and Chinese included), signed out is 401, another doctor's visit reads as
// unknown (404), and the PDF costs the same few upstream calls as the patient record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherClinicDoctor } from '@portal/rest-api/patients/patientsTesting';
import { ACCOUNTS, startStack, type Stack } from '../../../test/stack';
import type { BffClient } from '../../../test/bffClient';
import { signedInClient } from '../../../test/adminWrites';
import { createPatientVia } from '../../../test/doctorWrites';
import { PATIENT_RECORD, addVisitViaRest, demoDoctorSession, item, stereoItem } from '../../../test/visitWrites';
import { SESSION_COOKIE } from '../../session/cookie';
import { pdfText } from '../../../test/pdfTextItems';

const NOW = new Date('2026-06-15T10:00:00.000Z');

let stack: Stack;
let doctor: BffClient;
let visitId: string;

const pdfOf = (client: BffClient | null, id: string, query = '') =>
  fetch(`${stack.url}/documents/visit-report/${encodeURIComponent(id)}${query}`, {
    headers: client?.cookie ? { cookie: `${SESSION_COOKIE}=${encodeURIComponent(client.cookie)}` } : {},
  });

beforeAll(async () => {
  stack = await startStack({}, { now: NOW });
  doctor = (await signedInClient(stack, ACCOUNTS.doctor)).client;
  const patient = await createPatientVia(doctor);
  await addVisitViaRest(stack, await demoDoctorSession(stack), patient.uid, {
    VisitDate: '2026-06-10',
    NextVisit: '2026-07-15',
    TestsResults: [
      item('ACT', { ResultInDioptersHorizontalValue: 6, ResultInDioptersVerticalValue: 2, HorizontalDirection: 'Exo' }),
      item('AutoVA', { LeftEyeLogMarValue: 0.3, RightEyeLogMarValue: 0.1, BinocularLogMarValue: 0 }, { correction: 'CC' }),
      stereoItem(40),
    ],
  });
  const { body } = await doctor.gql(PATIENT_RECORD, { id: patient.id, unit: null });
  visitId = body.data.node.visits.edges[0].node.id;
});
afterAll(() => stack?.close());

describe('visit report PDF', () => {
  it('downloads the doctor’s own visit as an A4 PDF, named by the visit date, never cached', async () => {
    stack.proxy.reset();
    const answer = await pdfOf(doctor, visitId, '?lang=it&tz=Europe/Rome');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="visit-report-10-06-2026.pdf"');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const pdf = Buffer.from(await answer.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(pdf.toString('latin1')).toContain('/Lang (it)');
    // Session, the doctor's lists and the visits: no more than the record itself costs.
    expect(stack.proxy.calls.length).toBeLessThanOrEqual(4);
    expect(stack.proxy.calls.filter((call) => call.endsWith('/patients/visits'))).toHaveLength(1);
  });

  it('writes the PDF in Hebrew right to left and in Chinese when the reader asks for them', async () => {
    const hebrew = await pdfText(Buffer.from(await (await pdfOf(doctor, visitId, '?lang=he&tz=Asia/Jerusalem')).arrayBuffer()));
    const title = hebrew.items.find((item) => item.text === 'דוח ביקור');
    expect((title?.x ?? 0) + (title?.width ?? 0)).toBeCloseTo(hebrew.pageWidth - 50, 0);
    expect(hebrew.joined).toContain('תאריך ביקור');
    expect(hebrew.joined).toContain('10/06/2026');
    const chinese = await pdfText(Buffer.from(await (await pdfOf(doctor, visitId, '?lang=zh-CN&tz=Asia/Shanghai')).arrayBuffer()));
    expect(chinese.items.map((item) => item.text)).toEqual(expect.arrayContaining(['就诊报告', '就诊日期', '立体视锐度']));
  });

  it('answers 401 signed out and 404 for another doctor’s visit or a made-up id', async () => {
    expect((await pdfOf(null, visitId)).status).toBe(401);
    const other = await otherClinicDoctor(stack.rest, 'Dune');
    const otherClient = (await signedInClient(stack, other.email)).client;
    const refused = await pdfOf(otherClient, visitId);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ code: 'NOT_FOUND', message: 'The requested item was not found' });
    expect((await pdfOf(doctor, 'not-an-id')).status).toBe(404);
  });
});
