// The ECP dashboard's statistics and the site admin's lists (§7 /eyeCareProviders/{uid}).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { DOCTOR_PREFIX, requireDoctor, requireSiteScope } from './doctorGuard';
import { ACT_HORIZONTAL, FUSIONAL_CONVERGENCE, averageDailyTests, graphData, siteTestsCount } from './statistics';
import { listSiteDevices, listSiteEcps } from './siteStore';

type UidParams = { Params: { uid: string } };

export function registerDoctorStatisticsRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<UidParams>(`${DOCTOR_PREFIX}/getAllSiteTestsCount`, async (request) => {
    const doctor = await requireDoctor(ctx, request);
    const totalTests = await siteTestsCount(ctx.db, doctor);
    return { data: { totalTests, averageDailyTests: await averageDailyTests(ctx.db, doctor, ctx.clock.now()) } };
  });

  api.get<UidParams>(`${DOCTOR_PREFIX}/getAllACTGraphData`, async (request) => {
    const doctor = await requireDoctor(ctx, request);
    return { data: await graphData(ctx.db, doctor, ACT_HORIZONTAL) };
  });

  api.get<UidParams>(`${DOCTOR_PREFIX}/getAllFusionalGraphData`, async (request) => {
    const doctor = await requireDoctor(ctx, request);
    return { data: await graphData(ctx.db, doctor, FUSIONAL_CONVERGENCE) };
  });

  // The site admin area (§2: "the intent is site admins only"): the site the policy lets them list.
  api.get<UidParams>(`${DOCTOR_PREFIX}/getAllECP`, async (request) => {
    const { scopeSiteId } = await requireSiteScope(ctx, request, 'list', 'ecp');
    return { data: scopeSiteId ? await listSiteEcps(ctx.db, scopeSiteId) : [] };
  });

  api.get<UidParams>(`${DOCTOR_PREFIX}/getAllDevices`, async (request) => {
    const { scopeSiteId } = await requireSiteScope(ctx, request, 'list', 'device');
    if (!scopeSiteId) return { data: { Devices: [], LastSystemVersion: null } };
    return { data: await listSiteDevices(ctx.db, scopeSiteId) };
  });
}
