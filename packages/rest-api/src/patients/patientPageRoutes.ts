// The paged calls beside §7's whole-list ones (CONTRACT.md "Paged patient lists"): a page of the
// active or archived list searched, filtered and sorted by the database, the toggles' counts, and
// the visits or message histories of up to 100 patients in one call (an integrator's export, the
// BFF's loaders).
import type { FastifyInstance } from 'fastify';
import { messagePageQuerySchema, patientPageQuerySchema } from '@portal/domain/patientList';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { requiredIdsQuery } from '../http/ids';
import { parseBody } from '../http/validate';
import type { ReportServices } from '../visits/reportServices';
import { readVisitsOfPatients } from '../visits/visitsStore';
import { DOCTOR_PREFIX, requireDoctor } from './doctorGuard';
import { audit, auditActor } from '../audit/auditRequest';
import { listCountsCache } from './listCounts';
import { readPatientCounts, readPatientPage } from './patientPages';
import { readPatientMessages, readPatientsMessages } from './patientMessageHistory';
import { doctorsPatientsAmong, isDoctorsPatient } from './patientsStore';
import { documented } from '../http/openapi';

type UidParams = { Params: { uid: string } };

export function registerPatientPageRoutes(api: FastifyInstance, ctx: AppContext, reports: ReportServices): void {
  const now = () => ctx.clock.now();
  const counts = listCountsCache();

  api.get<UidParams>(
    `${DOCTOR_PREFIX}/patients`,
    documented({ capability: 'pagedLists', querystring: patientPageQuerySchema }),
    async (request) => {
      const doctor = await requireDoctor(ctx, request);
      const query = parseBody(patientPageQuerySchema, request.query);
      const page = await readPatientPage(ctx.db, doctor.doctorId, query, now(), counts);
      await audit(ctx.db, request, auditActor(doctor, doctor), {
        action: query.search ? 'SEARCH' : 'LIST',
        objectType: 'PATIENT',
        objectIds: page.rows.map((row) => row.UserStorageID),
      });
      return { data: page.rows, total: page.total, facets: { Gender: page.genders, Missed: page.missed } };
    },
  );

  api.get<UidParams>(`${DOCTOR_PREFIX}/patients/counts`, documented({ capability: 'pagedLists' }), async (request) => {
    const doctor = await requireDoctor(ctx, request);
    return { data: await readPatientCounts(ctx.db, doctor.doctorId, now(), counts) };
  });

  // A patient's message history, newest first (another doctor's patient reads as unknown).
  api.get<{ Params: { uid: string; id: string } }>(
    `${DOCTOR_PREFIX}/patients/:id/messages`,
    documented({ capability: 'outboxHistory', querystring: messagePageQuerySchema }),
    async (request) => {
      const doctor = await requireDoctor(ctx, request);
      const page = parseBody(messagePageQuerySchema, request.query);
      if (!(await isDoctorsPatient(ctx.db, doctor.doctorId, request.params.id))) throw notFound();
      const { rows, total } = await readPatientMessages(ctx.db, request.params.id.toLowerCase(), page);
      await audit(ctx.db, request, auditActor(doctor, doctor), {
        action: 'READ_RECORD',
        objectType: 'PATIENT',
        objectIds: [request.params.id],
      });
      return { data: rows, total };
    },
  );

  // The message histories of several patients (CONTRACT.md "Batch reads"; an extension, not in §7):
  // the page `/patients/{id}/messages` answers, for each of the doctor's patients among `ids` (one
  // ownership statement); others are left out. One READ_RECORD of the patients found, as the single call.
  api.get<UidParams>(
    `${DOCTOR_PREFIX}/patients/messages`,
    documented({ capability: 'batchReads', querystring: messagePageQuerySchema, ids: 'required' }),
    async (request) => {
      const doctor = await requireDoctor(ctx, request);
      const ids = requiredIdsQuery(request.query);
      const page = parseBody(messagePageQuerySchema, request.query);
      const mine = await doctorsPatientsAmong(ctx.db, doctor.doctorId, ids);
      const pages = await readPatientsMessages(ctx.db, mine, page);
      await audit(ctx.db, request, auditActor(doctor, doctor), { action: 'READ_RECORD', objectType: 'PATIENT', objectIds: mine });
      return { data: Object.fromEntries(mine.map((id) => [id, { data: pages[id].rows, total: pages[id].total }])) };
    },
  );

  // Unknown ids and other doctors' patients are left out of the answer, never reported one by one.
  api.get<UidParams>(`${DOCTOR_PREFIX}/patients/visits`, documented({ capability: 'batchReads', ids: 'required' }), async (request) => {
    const doctor = await requireDoctor(ctx, request);
    // The by-id parser of every list call; here the ids are required, not a way back to a whole list.
    const ids = requiredIdsQuery(request.query);
    const visits = await readVisitsOfPatients(ctx.db, doctor.doctorId, ids, reports.links);
    // The visits of each patient are their records (one patient's page, or an integrator's batch).
    await audit(ctx.db, request, auditActor(doctor, doctor), {
      action: 'READ_RECORD',
      objectType: 'PATIENT',
      objectIds: Object.keys(visits),
    });
    return { data: visits };
  });
}
