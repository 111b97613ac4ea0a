// Query.doctorWorkspace: the doctor's active and archived patients (each list read whole once per
// operation, then searched, filtered and paged here), the badge counts and the site's statistics.
import type { BffContext } from '../../context';
import { pageOf, type PageArgs } from '../admin/listPage';
import { requireDoctor, type DoctorCaller } from './access';
import { asPatient } from './patientModel';
import {
  inPeriod,
  matchesPatientSearch,
  matchesStatus,
  patientCounts,
  periodStart,
  type PatientStatusFilter,
  type VisitPeriod,
} from './patientFilters';

/** The workspace as GraphQL sees it: whose it is. */
export type DoctorWorkspaceModel = DoctorCaller;

interface PatientListArgs extends PageArgs {
  search?: string | null;
  visitPeriod?: VisitPeriod | null;
  status?: PatientStatusFilter | null;
}

export const loadActivePatients = (context: BffContext, caller: DoctorCaller) => context.loaders.activePatients.load(caller.uid);
export const loadArchivedPatients = (context: BffContext, caller: DoctorCaller) => context.loaders.archivedPatients.load(caller.uid);

/** Counts over both whole lists (one call each, shared with the lists of the same operation). */
export async function loadPatientCounts(context: BffContext, caller: DoctorCaller) {
  const [active, archived] = await Promise.all([loadActivePatients(context, caller), loadArchivedPatients(context, caller)]);
  return patientCounts(active, archived, context.now());
}

/** After a patient write, the lists read later in this operation (counts, lists) are read again. */
export function forgetPatientLists(context: BffContext, caller: DoctorCaller) {
  context.loaders.activePatients.clear(caller.uid);
  context.loaders.archivedPatients.clear(caller.uid);
}

/** Doctors only; UNAUTHENTICATED when signed out, FORBIDDEN for platform admins. */
export async function doctorWorkspace(_parent: unknown, _args: unknown, context: BffContext): Promise<DoctorWorkspaceModel> {
  return requireDoctor(context);
}

function patientPage(list: Awaited<ReturnType<typeof loadActivePatients>>, args: PatientListArgs, context: BffContext) {
  const now = context.now();
  const start = periodStart(args.visitPeriod ?? 'ALL', now);
  const status = args.status ?? 'ALL';
  const kept = list.filter((p) => matchesPatientSearch(p, args.search) && inPeriod(p, start) && matchesStatus(p, status, now));
  return pageOf(kept.map(asPatient), args);
}

export const doctorWorkspaceResolvers = {
  patients: async (caller: DoctorWorkspaceModel, args: PatientListArgs, context: BffContext) =>
    patientPage(await loadActivePatients(context, caller), args, context),

  archivedPatients: async (caller: DoctorWorkspaceModel, args: Omit<PatientListArgs, 'status'>, context: BffContext) =>
    patientPage(await loadArchivedPatients(context, caller), { ...args, status: 'ALL' }, context),

  patientCounts: (caller: DoctorWorkspaceModel, _args: unknown, context: BffContext) => loadPatientCounts(context, caller),

  // Each statistic fails on its own (null with an error at its path); the object itself always answers.
  statistics: (caller: DoctorWorkspaceModel) => caller,
};

export const siteStatisticsResolvers = {
  totalTests: async (caller: DoctorCaller, _args: unknown, context: BffContext) =>
    (await context.loaders.siteTestsCount.load(caller.uid)).totalTests,
  averageDailyTests: async (caller: DoctorCaller, _args: unknown, context: BffContext) =>
    (await context.loaders.siteTestsCount.load(caller.uid)).averageDailyTests,
  actDeviation: (caller: DoctorCaller, _args: unknown, context: BffContext) => context.loaders.actGraph.load(caller.uid),
  convergenceBreakPoint: (caller: DoctorCaller, _args: unknown, context: BffContext) => context.loaders.fusionalGraph.load(caller.uid),
};
