// Query.doctorWorkspace: the doctor's active and archived patients (each page searched, filtered
// and sorted by the REST service's database: one call per page, whatever the list's length), the
// badge counts (one call) and the site's statistics.
import { dateConditionSchema, type DateComparison } from '@portal/domain/dateCondition';
import { GENDERS } from '@portal/domain/enums';
import { VALIDATION_MESSAGES } from '@portal/domain/messages';
import {
  MAX_DATE_CONDITIONS,
  type PatientDateCondition,
  type PatientDateField,
  type PatientSort,
  type PatientStatusFilter,
  type VisitPeriod,
} from '@portal/domain/patientList';
import type { BffContext } from '../../context';
import { badUserInputError } from '../../errors/graphqlErrors';
import { connectionFromPage, offsetFromCursor, pageSize } from '../../graphql/connection';
import { patientPageOf } from '../../upstream/patientLists';
import type { PageArgs } from '../admin/listPage';
import { requireDoctor, type DoctorCaller } from './access';
import { asPatient } from './patientModel';

/** The workspace as GraphQL sees it: whose it is. */
export type DoctorWorkspaceModel = DoctorCaller;

export type GenderChoice = 'MALE' | 'FEMALE' | 'OTHER' | 'NOT_RECORDED';
export type VisitAdherence = 'MISSED_MORE_THAN_THRESHOLD' | 'ON_TRACK';

interface PatientListArgs extends PageArgs {
  offset?: number | null;
  search?: string | null;
  visitPeriod?: VisitPeriod | null;
  status?: PatientStatusFilter | null;
  genders?: GenderChoice[] | null;
  adherence?: VisitAdherence[] | null;
  orderBy?: PatientSort[] | null;
  dateConditions?: { field: PatientDateField; comparison: DateComparison; date: string }[] | null;
}

const GENDER_CODES: Record<Exclude<GenderChoice, 'NOT_RECORDED'>, number> = {
  MALE: GENDERS.male,
  FEMALE: GENDERS.female,
  OTHER: GENDERS.other,
};
const choiceOf = (code: number | null): GenderChoice =>
  (Object.keys(GENDER_CODES) as (keyof typeof GENDER_CODES)[]).find((k) => GENDER_CODES[k] === code) ?? 'NOT_RECORDED';
const codeOf = (choice: GenderChoice) => (choice === 'NOT_RECORDED' ? null : GENDER_CODES[choice]);

/** The badge and toggle counts (one call per operation, read again after a write). */
export const loadPatientCounts = (context: BffContext, caller: DoctorCaller) => context.loaders.patientCounts.load(caller.uid);

/** After a patient write, what later parts of this operation read (counts, the patient) is read again. */
export function forgetPatientLists(context: BffContext, caller: DoctorCaller) {
  context.loaders.patientCounts.clear(caller.uid);
  context.loaders.patientById.clearAll();
  // A §7 backend's whole lists kept for a few seconds: the doctor's next page shows their change.
  context.wholeLists.forgetUser(caller.uid);
}

/** Doctors only; UNAUTHENTICATED when signed out, FORBIDDEN for platform admins. */
export async function doctorWorkspace(_parent: unknown, _args: unknown, context: BffContext): Promise<DoctorWorkspaceModel> {
  return requireDoctor(context);
}

/** The date conditions as the domain reads them; a day that is none is refused here, before any REST call. */
function dateConditionsOf(args: PatientListArgs): PatientDateCondition[] {
  const conditions = (args.dateConditions ?? []).map(({ field, comparison, date }) => ({ field, comparison, day: date }));
  const readable = conditions.length <= MAX_DATE_CONDITIONS && conditions.every((c) => dateConditionSchema.safeParse(c).success);
  if (!readable) throw badUserInputError(VALIDATION_MESSAGES.date_filter_inv, 'INVALID_DATE_CONDITION');
  return conditions;
}

async function patientPage(caller: DoctorCaller, archive: boolean, args: PatientListArgs, context: BffContext) {
  const limit = pageSize(args.first);
  if (args.offset !== undefined && args.offset !== null && args.offset < 0)
    throw badUserInputError('`offset` cannot be negative', 'INVALID_OFFSET');
  const offset = args.after ? offsetFromCursor(args.after) + 1 : (args.offset ?? 0);
  const dates = dateConditionsOf(args);
  // Asking for one row when none is wanted still tells the total and the choices.
  const page = await patientPageOf(context, caller.uid, {
    archive,
    offset,
    limit: Math.max(limit, 1),
    search: args.search?.trim() || null,
    period: args.visitPeriod ?? 'ALL',
    status: archive ? 'ALL' : (args.status ?? 'ALL'),
    genders: args.genders ? args.genders.map(codeOf) : null,
    missed: args.adherence ? args.adherence.map((a) => a === 'MISSED_MORE_THAN_THRESHOLD') : null,
    sort: args.orderBy ?? [],
    dates,
  });
  for (const row of page.rows) context.loaders.patientById.prime(`${caller.uid}/${row.UserStorageID.toLowerCase()}`, row);
  return {
    ...connectionFromPage(page.rows.slice(0, limit).map(asPatient), offset, page.total),
    genderFacets: page.genders.map((g) => ({ gender: choiceOf(g.value), count: g.count })),
    adherenceFacets: page.missed.map((m) => ({ adherence: m.value ? 'MISSED_MORE_THAN_THRESHOLD' : 'ON_TRACK', count: m.count })),
  };
}

export const doctorWorkspaceResolvers = {
  patients: (caller: DoctorWorkspaceModel, args: PatientListArgs, context: BffContext) => patientPage(caller, false, args, context),

  archivedPatients: (caller: DoctorWorkspaceModel, args: PatientListArgs, context: BffContext) => patientPage(caller, true, args, context),

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
