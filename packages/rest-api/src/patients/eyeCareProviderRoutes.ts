// Every ECP call of this folder (§7 /eyeCareProviders/{uid}), registered with one line in app.ts.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerPatientRoutes } from './patientsRoutes';
import { registerPatientPageRoutes } from './patientPageRoutes';
import { registerPatientExportRoutes } from './patientExportRoutes';
import { registerSiteAdminRoutes } from './siteAdminRoutes';
import { registerSiteRecordsRoutes } from './siteRecordsRoutes';
import { registerDoctorStatisticsRoutes } from './statisticsRoutes';
import type { ReportServices } from '../visits/reportServices';
import { registerVisitRoutes } from '../visits/visitsRoutes';
import { registerAttentionRoutes } from '../attention/attentionRoutes';

export function registerEyeCareProviderRoutes(api: FastifyInstance, ctx: AppContext, reports: ReportServices): void {
  registerPatientRoutes(api, ctx, reports);
  registerPatientPageRoutes(api, ctx, reports);
  registerPatientExportRoutes(api, ctx);
  registerDoctorStatisticsRoutes(api, ctx);
  registerSiteAdminRoutes(api, ctx);
  registerSiteRecordsRoutes(api, ctx, reports);
  registerVisitRoutes(api, ctx, reports);
  registerAttentionRoutes(api, ctx);
}
