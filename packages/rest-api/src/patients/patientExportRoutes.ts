// POST /patients/{id}/exports: the audit event of a patient's record leaving the portal as a file
// (the BFF's FHIR export, GET /fhir/Patient/{id}/$everything). The BFF assembles the
// file from the calls it reads the record with (each audited as a read); this call records the
// export itself, before the file is sent, so no export goes unrecorded.
import type { FastifyInstance } from 'fastify';
import { patientExportBodySchema } from '@portal/domain/patientExport';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import { audit, auditActor } from '../audit/auditRequest';
import { DOCTOR_PREFIX, requireDoctor } from './doctorGuard';
import { isDoctorsPatient } from './patientsStore';
import { documented } from '../http/openapi';

export function registerPatientExportRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.post<{ Params: { uid: string; id: string } }>(
    `${DOCTOR_PREFIX}/patients/:id/exports`,
    documented({ capability: 'auditTrail', body: patientExportBodySchema }),
    async (request) => {
      const doctor = await requireDoctor(ctx, request);
      const body = parseBody(patientExportBodySchema, request.body ?? {});
      // Another doctor's patient reads as an unknown id, and leaves no EXPORT event behind.
      if (!(await isDoctorsPatient(ctx.db, doctor.doctorId, request.params.id))) throw notFound();
      const patientId = request.params.id.toLowerCase();
      await audit(ctx.db, request, auditActor(doctor, doctor), { action: 'EXPORT', objectType: 'PATIENT', objectIds: [patientId] });
      return { data: { UserStorageID: patientId, Format: body.Format, recorded: true } };
    },
  );
}
