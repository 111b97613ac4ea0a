// The ECP's visit calls (§7 /eyeCareProviders/{uid}/patients/{id}/...): getVisitsData,
// getLastVisit and addNewVisit. The doctor's own patients only (another doctor's answers 404 like
// an unknown id); a completed patient takes no new visit (409); a visit is stored whole or not at all.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { conflict, notFound } from '../http/errors';
import { DOCTOR_PREFIX, requireDoctor } from '../patients/doctorGuard';
import { COMPLETED_IS_FINAL_MESSAGE, decidePatientChange } from '@portal/domain/patientStatus';
import { lockAccountStatus } from '../patients/patientsStore';
import type { ReportServices } from './reportServices';
import { audit, auditActor } from '../audit/auditRequest';
import { MAX_REPORT_BYTES, MAX_REPORTS_PER_VISIT, newStorageKey } from './reportFiles';
import { parseVisitBody } from './visitBody';
import { insertVisit, readPatientVisits } from './visitsStore';
import { documented } from '../http/openapi';
import { newVisitFormSchema } from '@portal/domain/visits';
import { todayAnywhere } from '@portal/domain/patients';

type PatientParams = { Params: { uid: string; id: string } };

/** Room for the largest reports in base64 (4/3 of their size) plus the visit and its results. */
const ADD_VISIT_BODY_LIMIT = Math.ceil((MAX_REPORTS_PER_VISIT * MAX_REPORT_BYTES * 4) / 3) + 1024 * 1024;

export function registerVisitRoutes(api: FastifyInstance, ctx: AppContext, reports: ReportServices): void {
  const now = () => ctx.clock.now();

  api.get<PatientParams>(`${DOCTOR_PREFIX}/patients/:id/getVisitsData`, async (request) => {
    const doctor = await requireDoctor(ctx, request);
    const found = await readPatientVisits(ctx.db, doctor.doctorId, request.params.id, reports.links);
    if (!found) throw notFound();
    await audit(ctx.db, request, auditActor(doctor, doctor), {
      action: 'READ_RECORD',
      objectType: 'PATIENT',
      objectIds: [request.params.id.toLowerCase()],
    });
    return { data: found.visits };
  });

  api.get<PatientParams>(`${DOCTOR_PREFIX}/patients/:id/getLastVisit`, async (request) => {
    const doctor = await requireDoctor(ctx, request);
    const found = await readPatientVisits(ctx.db, doctor.doctorId, request.params.id, reports.links, { limit: 1 });
    if (!found) throw notFound();
    await audit(ctx.db, request, auditActor(doctor, doctor), {
      action: 'READ_RECORD',
      objectType: 'PATIENT',
      objectIds: [request.params.id.toLowerCase()],
    });
    return { data: found.visits[0] ?? null };
  });

  api.post<PatientParams>(
    `${DOCTOR_PREFIX}/patients/:id/addNewVisit`,
    { ...documented({ body: newVisitFormSchema(() => todayAnywhere(now())) }), bodyLimit: ADD_VISIT_BODY_LIMIT },
    async (request) => {
      const doctor = await requireDoctor(ctx, request);
      const { id } = request.params;
      const body = parseVisitBody(request.body, now);

      const written: string[] = [];
      let visitId: string;
      try {
        visitId = await ctx.db.transaction(async (tx) => {
          const status = await lockAccountStatus(tx, doctor.doctorId, id);
          if (status === null) throw notFound();
          if (decidePatientChange(status, { kind: 'visit' }) === 'final') throw conflict(COMPLETED_IS_FINAL_MESSAGE);
          // Files first, rows last: a failed insert removes the files below (in the database store they
          // roll back with the transaction), so nothing is kept half.
          const stored = [];
          for (const upload of body.reports) {
            const storageKey = newStorageKey(body.visitDate, upload.fileName);
            await reports.store.put(storageKey, upload.content, tx);
            written.push(storageKey);
            stored.push({ fileName: upload.fileName, storageKey });
          }
          const created = await insertVisit(tx, id, { ...body, reports: stored }, now());
          await audit(tx, request, auditActor(doctor, doctor), {
            action: 'CREATE',
            objectType: 'VISIT',
            objectIds: [id.toLowerCase(), created],
          });
          return created;
        });
      } catch (error) {
        await Promise.all(written.map((key) => reports.store.remove(key).catch(() => undefined)));
        throw error;
      }
      const found = await readPatientVisits(ctx.db, doctor.doctorId, id, reports.links, { visitId });
      return { data: found?.visits[0] ?? null };
    },
  );
}
