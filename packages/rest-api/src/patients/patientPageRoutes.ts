// The paged calls beside §7's whole-list ones (CONTRACT.md "Paged patient lists"): a page of the
// active or archived list searched, filtered and sorted by the database, the toggles' counts, and
// the visits of up to 100 patients in one call (an integrator's export, the BFF's visit loader).
import type { FastifyInstance } from 'fastify';
import { patientPageQuerySchema, MAX_PAGE_SIZE } from '@portal/domain/patientList';
import type { AppContext } from '../context';
import { badInput } from '../http/errors';
import { parseBody } from '../http/validate';
import type { ReportServices } from '../visits/reportServices';
import { readVisitsOfPatients } from '../visits/visitsStore';
import { DOCTOR_PREFIX, requireDoctor } from './doctorGuard';
import { readPatientCounts, readPatientPage } from './patientPages';

type UidParams = { Params: { uid: string } };

export function registerPatientPageRoutes(api: FastifyInstance, ctx: AppContext, reports: ReportServices): void {
  const now = () => ctx.clock.now();

  api.get<UidParams>(`${DOCTOR_PREFIX}/patients`, async (request) => {
    const doctor = await requireDoctor(ctx, request);
    const query = parseBody(patientPageQuerySchema, request.query);
    const page = await readPatientPage(ctx.db, doctor.doctorId, query, now());
    return { data: page.rows, total: page.total, facets: { Gender: page.genders, Missed: page.missed } };
  });

  api.get<UidParams>(`${DOCTOR_PREFIX}/patients/counts`, async (request) => {
    const doctor = await requireDoctor(ctx, request);
    return { data: await readPatientCounts(ctx.db, doctor.doctorId, now()) };
  });

  // Unknown ids and other doctors' patients are left out of the answer, never reported one by one.
  api.get<UidParams & { Querystring: { ids?: string } }>(`${DOCTOR_PREFIX}/patients/visits`, async (request) => {
    const doctor = await requireDoctor(ctx, request);
    const ids = [...new Set(String(request.query.ids ?? '').split(',').map((id) => id.trim().toLowerCase()).filter(Boolean))];
    if (ids.length === 0 || ids.length > MAX_PAGE_SIZE) throw badInput([{ field: 'query.ids', key: 'fill_required' }]);
    return { data: await readVisitsOfPatients(ctx.db, doctor.doctorId, ids, reports.links) };
  });
}
