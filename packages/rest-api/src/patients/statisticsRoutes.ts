// The ECP dashboard's statistics and the site admin's lists (§7 /eyeCareProviders/{uid}).
import type { FastifyInstance } from 'fastify';
import { isPagedListQuery } from '@portal/domain/consoleList';
import type { AppContext } from '../context';
import { ecpListQuery } from '../admin/ecpsRoutes';
import { pageEcps } from '../admin/ecpsStore';
import { ecpAnswer } from '../admin/ecpWrites';
import { deviceListQuerySchema } from '@portal/domain/consoleLists/devices';
import { deviceCounters, lastSystemVersion, pageDevices, readDevices } from '../admin/devicesStore';
import { idsQuery } from '../http/ids';
import { parseBody } from '../http/validate';
import { DOCTOR_PREFIX, requireDoctor, requireSiteScope } from './doctorGuard';
import { ACT_HORIZONTAL, FUSIONAL_CONVERGENCE, averageDailyTests, graphData, siteTestsCount } from './statistics';
import { listSiteDevices, listSiteEcps } from './siteStore';
import { documented } from '../http/openapi';

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
  // With `limit`, one page of it (CONTRACT.md "Paged console lists"), restricted to that site in SQL.
  api.get<UidParams>(`${DOCTOR_PREFIX}/getAllECP`, documented({ querystring: ecpListQuery }), async (request) => {
    const { scopeSiteId } = await requireSiteScope(ctx, request, 'list', 'ecp');
    if (isPagedListQuery(request.query)) {
      const page = await pageEcps(ctx.db, parseBody(ecpListQuery, request.query), scopeSiteId);
      return { ...page, data: page.data.map(ecpAnswer) };
    }
    return { data: scopeSiteId ? await listSiteEcps(ctx.db, scopeSiteId) : [] };
  });

  // With `limit`, one page of the site's devices (CONTRACT.md "Paged console lists"), restricted to
  // that site in SQL (no site: no device).
  api.get<UidParams>(
    `${DOCTOR_PREFIX}/getAllDevices`,
    documented({ querystring: deviceListQuerySchema, ids: 'optional' }),
    async (request) => {
      const { scopeSiteId } = await requireSiteScope(ctx, request, 'list', 'device');
      // With `ids`, only those of the site's devices (CONTRACT.md "By-id reads"): a device's info panel.
      const ids = idsQuery(request.query);
      if (ids) {
        const [Devices, LastSystemVersion] = await Promise.all([
          scopeSiteId ? readDevices(ctx.db, ids, scopeSiteId) : [],
          lastSystemVersion(ctx.db),
        ]);
        return { data: { Devices, LastSystemVersion } };
      }
      if (isPagedListQuery(request.query))
        return pageDevices(ctx.db, parseBody(deviceListQuerySchema, request.query), { siteId: scopeSiteId }, ctx.clock.now());
      if (!scopeSiteId) return { data: { Devices: [], LastSystemVersion: null } };
      return { data: await listSiteDevices(ctx.db, scopeSiteId) };
    },
  );

  // The header counters (§2) of the site's devices, counted in SQL.
  api.get<UidParams>(`${DOCTOR_PREFIX}/getDeviceCounters`, documented({ capability: 'pagedLists' }), async (request) => {
    const { scopeSiteId } = await requireSiteScope(ctx, request, 'list', 'device');
    return { data: await deviceCounters(ctx.db, { siteId: scopeSiteId }) };
  });
}
