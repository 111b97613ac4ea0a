// The ECP's patients (§7 /eyeCareProviders/{uid}): signup, the active and archive lists, profile
// read / edit / delete, and messages to their own patients. Bodies are checked with the domain's
// patient schemas; a patient of another doctor answers 404 exactly like an unknown id.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_STATUS } from '@portal/domain/enums';
import { patientsMessageSchema } from '@portal/domain/forms';
import { editPatientFormSchema, newPatientFormSchema, nextVisitSchema, todayAnywhere } from '@portal/domain/patients';
import { COMPLETED_IS_FINAL_MESSAGE, decidePatientChange } from '@portal/domain/patientStatus';
import type { ReportServices } from '../visits/reportServices';
import { audit, auditActor } from '../audit/auditRequest';
import { recordAccessOf, recordAccessOfPatients } from '../audit/auditStore';
import type { AppContext } from '../context';
import { badInput, conflict, notFound, StaleWriteError } from '../http/errors';
import { expectedVersionOf, isCurrentVersion } from '@portal/domain/recordVersion';
import type { Queryable } from '../db/database';
import { claimVersion } from '../db/recordVersionStore';
import { requiredIdsQuery } from '../http/ids';
import { parseBody } from '../http/validate';
import { DOCTOR_PREFIX, requireDoctor } from './doctorGuard';
import { sendPatientMessages } from './patientMessages';
import {
  deletePatient,
  doctorsPatientsAmong,
  findPatient,
  findPatients,
  isDoctorsPatient,
  insertPatient,
  listPatients,
  lockPatient,
  setAccountStatus,
  setNextVisitDate,
  updatePatientFields,
} from './patientsStore';
import { documented } from '../http/openapi';

type UidParams = { Params: { uid: string } };
type PatientParams = { Params: { uid: string; id: string } };

export { COMPLETED_IS_FINAL_MESSAGE };

const accountStatusBodySchema = z.object({
  UserStorageID: z.string().optional(),
  AccountStatus: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.union([z.literal(ACCOUNT_STATUS.pendingPairing), z.literal(ACCOUNT_STATUS.active), z.literal(ACCOUNT_STATUS.completed)], {
      error: 'fill_required',
    }),
  ),
});

/** The create and detail shapes group personal fields under PII; flat fields are accepted as well (PII wins). */
function flattenPii(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const { PII, ...rest } = body as Record<string, unknown>;
  return PII && typeof PII === 'object' ? { ...rest, ...(PII as Record<string, unknown>) } : rest;
}

/** The body's UserStorageID, when sent, must name the patient of the path. */
function requireSamePatient(body: unknown, id: string): void {
  const sent = (body as { UserStorageID?: unknown } | null)?.UserStorageID;
  if (sent !== undefined && sent !== null && String(sent).trim().toLowerCase() !== id.toLowerCase()) {
    throw badInput([{ field: 'UserStorageID', key: 'fill_required' }]);
  }
}

/** 409 with the patient as saved now (an edit made from an older version); 404 if gone. */
async function refuseStale(tx: Queryable, doctorId: string, id: string, now: Date): Promise<never> {
  const current = await findPatient(tx, doctorId, id, now);
  throw current ? new StaleWriteError(current) : notFound();
}

const accessLogQuerySchema = z.object({
  limit: z.preprocess((v) => (v === undefined || v === '' ? 20 : Number(v)), z.number().int().min(1).max(100)),
});

export function registerPatientRoutes(api: FastifyInstance, ctx: AppContext, reports: ReportServices): void {
  const now = () => ctx.clock.now();

  api.post<UidParams>(
    `${DOCTOR_PREFIX}/patients/signup`,
    documented({ body: newPatientFormSchema(() => todayAnywhere(now())) }),
    async (request) => {
      const doctor = await requireDoctor(ctx, request);
      const form = parseBody(
        newPatientFormSchema(() => todayAnywhere(now())),
        flattenPii(request.body),
      );
      const id = await ctx.db.transaction(async (tx) => {
        const created = await insertPatient(tx, doctor.doctorId, form, now());
        await audit(tx, request, auditActor(doctor, doctor), { action: 'CREATE', objectType: 'PATIENT', objectIds: [created] });
        return created;
      });
      return { data: await findPatient(ctx.db, doctor.doctorId, id, now()) };
    },
  );

  api.get<UidParams & { Querystring: { archive?: string } }>(
    `${DOCTOR_PREFIX}/getallpatients`,
    documented({ querystring: z.object({ archive: z.enum(['true']).optional() }) }),
    async (request) => {
      const doctor = await requireDoctor(ctx, request);
      const archive = String(request.query.archive ?? '').toLowerCase() === 'true';
      const patients = await listPatients(ctx.db, doctor.doctorId, archive, now());
      await audit(ctx.db, request, auditActor(doctor, doctor), {
        action: 'LIST',
        objectType: 'PATIENT',
        objectIds: patients.map((p) => p.UserStorageID),
      });
      return { data: patients };
    },
  );

  api.get<PatientParams>(`${DOCTOR_PREFIX}/patients/:id/profile`, async (request) => {
    const doctor = await requireDoctor(ctx, request);
    const patient = await findPatient(ctx.db, doctor.doctorId, request.params.id, now());
    if (!patient) throw notFound();
    await audit(ctx.db, request, auditActor(doctor, doctor), {
      action: 'READ_RECORD',
      objectType: 'PATIENT',
      objectIds: [patient.UserStorageID],
    });
    return { data: patient };
  });

  // Who opened or changed this record, newest first (an addition to §7).
  api.get<PatientParams & { Querystring: { limit?: string } }>(
    `${DOCTOR_PREFIX}/patients/:id/accessLog`,
    documented({ capability: 'auditTrail', querystring: accessLogQuerySchema }),
    async (request) => {
      const doctor = await requireDoctor(ctx, request);
      const id = request.params.id.toLowerCase();
      if (!(await isDoctorsPatient(ctx.db, doctor.doctorId, id))) throw notFound();
      const { limit } = parseBody(accessLogQuerySchema, request.query);
      return { data: await recordAccessOf(ctx.db, id, limit) };
    },
  );

  // The batch calls below (CONTRACT.md "Batch reads"; extensions, not in §7) answer for up to 100 of
  // the doctor's patients what the single call answers for one, by patient id: `ids` is required
  // (400 `fill_required` on `query.ids` for none or more than 100), and unknown ids and other
  // doctors' patients are left out, never reported one by one. Their paths are one segment shorter
  // than `/patients/:id/...`, and the router prefers a static segment to a parameter anyway: a batch
  // path is never read as a patient id, nor a patient's path as a batch.

  // The profiles of several patients (`GET /patients/{id}/profile` each), in the order asked.
  api.get<UidParams>(`${DOCTOR_PREFIX}/patients/profiles`, documented({ capability: 'batchReads', ids: 'required' }), async (request) => {
    const doctor = await requireDoctor(ctx, request);
    const ids = requiredIdsQuery(request.query);
    const patients = await findPatients(ctx.db, doctor.doctorId, ids, now());
    await audit(ctx.db, request, auditActor(doctor, doctor), {
      action: 'READ_RECORD',
      objectType: 'PATIENT',
      objectIds: patients.map((patient) => patient.UserStorageID),
    });
    return { data: patients };
  });

  // The access logs of several patients (`GET /patients/{id}/accessLog?limit=` each), one statement.
  api.get<UidParams>(
    `${DOCTOR_PREFIX}/patients/accessLog`,
    documented({ capability: 'batchReads', querystring: accessLogQuerySchema, ids: 'required' }),
    async (request) => {
      const doctor = await requireDoctor(ctx, request);
      const ids = requiredIdsQuery(request.query);
      const { limit } = parseBody(accessLogQuerySchema, request.query);
      const mine = await doctorsPatientsAmong(ctx.db, doctor.doctorId, ids);
      return { data: await recordAccessOfPatients(ctx.db, mine, limit) };
    },
  );

  // One call, three edits (§7): the patient's fields, or { AccountStatus }, or { NextVisitDate }; each
  // with the `Version` its form read, when the client keeps one.
  api.post<PatientParams>(
    `${DOCTOR_PREFIX}/patients/:id/profile`,
    documented({
      body: [editPatientFormSchema(() => todayAnywhere(now())), accountStatusBodySchema, nextVisitSchema(() => todayAnywhere(now()))],
    }),
    async (request) => {
      const doctor = await requireDoctor(ctx, request);
      const { id } = request.params;
      const raw = flattenPii(request.body);
      const isStatus = 'AccountStatus' in raw;
      const isNextVisit = !isStatus && 'NextVisitDate' in raw && !('FirstName' in raw);
      const form = isStatus
        ? { kind: 'status' as const, value: parseBody(accountStatusBodySchema, raw) }
        : isNextVisit
          ? {
              kind: 'nextVisit' as const,
              value: parseBody(
                nextVisitSchema(() => todayAnywhere(now())),
                raw,
              ),
            }
          : {
              kind: 'fields' as const,
              value: parseBody(
                editPatientFormSchema(() => todayAnywhere(now())),
                raw,
              ),
            };
      requireSamePatient(raw, id);

      const expected = expectedVersionOf(request.body);
      await ctx.db.transaction(async (tx) => {
        const locked = await lockPatient(tx, doctor.doctorId, id);
        if (locked === null) throw notFound();
        // Someone else saved since this edit's form was read: the editor sees the patient as saved
        // now before anything is overwritten (checked first: their view of the status is old too).
        if (!isCurrentVersion(expected, locked.version)) await refuseStale(tx, doctor.doctorId, id, now());
        const decision = decidePatientChange(
          locked.status,
          form.kind === 'status' ? { kind: 'status', to: form.value.AccountStatus } : { kind: form.kind },
        );
        if (decision === 'unchanged') return;
        if (decision === 'final') throw conflict(COMPLETED_IS_FINAL_MESSAGE);
        // Each applied edit raises the version (the row is locked since the check above).
        if (!(await claimVersion(tx, 'patients', id, expected))) await refuseStale(tx, doctor.doctorId, id, now());
        if (form.kind === 'status') await setAccountStatus(tx, id, form.value.AccountStatus);
        else if (form.kind === 'nextVisit') await setNextVisitDate(tx, id, new Date(form.value.NextVisitDate));
        else await updatePatientFields(tx, id, form.value);
        await audit(tx, request, auditActor(doctor, doctor), { action: 'UPDATE', objectType: 'PATIENT', objectIds: [id] });
      });
      return { data: await findPatient(ctx.db, doctor.doctorId, id, now()) };
    },
  );

  api.delete<PatientParams>(`${DOCTOR_PREFIX}/patients/:id/profile`, async (request) => {
    const doctor = await requireDoctor(ctx, request);
    const deleted = await ctx.db.transaction(async (tx) => {
      const gone = await deletePatient(tx, doctor.doctorId, request.params.id);
      if (gone)
        await audit(tx, request, auditActor(doctor, doctor), {
          action: 'DELETE',
          objectType: 'PATIENT',
          objectIds: [request.params.id.toLowerCase()],
        });
      return gone;
    });
    if (!deleted) throw notFound();
    // The record is gone (committed): its report files go too. A file that cannot be removed now is
    // logged by key (no health data) for the operator; the record no longer links to it.
    for (const key of deleted.orphanedReportKeys) {
      await reports.store
        .remove(key)
        .catch((error: unknown) => request.log.error({ err: error, reportKey: key }, 'report file of a deleted patient not removed'));
    }
    return { data: { UserStorageID: request.params.id, deleted: true } };
  });

  api.post<UidParams>(`${DOCTOR_PREFIX}/patients/sendMessages`, documented({ body: patientsMessageSchema }), async (request) => {
    const doctor = await requireDoctor(ctx, request);
    const body = parseBody(patientsMessageSchema, request.body);
    const trail = { request, who: auditActor(doctor, doctor) };
    return { data: await sendPatientMessages(ctx, body, { doctorId: doctor.doctorId, senderId: doctor.doctorId, trail }) };
  });
}
