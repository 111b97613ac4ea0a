// The patient record's fields: visits, per-test last visits, the tests of the last visit,
// the stereo charts, the default VA unit and whether reports are available. Every field reads the
// patient's visits through one loader, so the whole record costs one batched visits call.
import { stereoChart } from '@portal/domain/stereo';
import { TEST_TYPES, type TestType } from '@portal/domain/testResults';
import { visitTestCounts } from '@portal/domain/visitAggregation';
import { patientVisitsKey, type BffContext } from '../../context';
import type { PatientRecord } from '../../rest/doctor/patients';
import type { VisitRecord } from '../../rest/doctor/visits';
import { pageOf, type PageArgs } from '../admin/listPage';
import { badUserInputError } from '../../errors/graphqlErrors';
import { groupedKey } from '../../rest/groupedLoader';
import { connectionFromPage, offsetFromCursor, pageSize } from '../../graphql/connection';
import { requireDoctor, type DoctorCaller } from './access';
import type { PatientModel } from './patientModel';
import { defaultVaScale } from './testResultModel';
import { asVisit, typesOf, visitResults } from './visitModel';

const newestFirst = (a: VisitRecord, b: VisitRecord) => b.VisitDate.getTime() - a.VisitDate.getTime();

/** The patient's visits, newest first (one REST call per patient per operation). */
export async function loadVisits(context: BffContext, patientId: string, caller?: DoctorCaller): Promise<VisitRecord[]> {
  const { uid } = caller ?? (await requireDoctor(context));
  const visits = await context.loaders.visitsByPatient.load(patientVisitsKey(uid, patientId));
  // REST answers newest first; sorting a copy keeps that promise whatever the storage order.
  return [...visits].sort(newestFirst);
}

/** After a visit write, this operation reads the patient's visits again. */
export function forgetVisits(context: BffContext, caller: DoctorCaller, patientId: string) {
  context.loaders.visitsByPatient.clear(patientVisitsKey(caller.uid, patientId));
}

/** The access log's actions as GraphQL names them (a visit's creation is "added a visit"). */
function accessAction(action: string, objectType: string): string {
  if (action === 'CREATE') return objectType === 'VISIT' ? 'ADDED_VISIT' : 'CREATED';
  if (action === 'UPDATE') return 'CHANGED';
  return 'OPENED';
}

export const patientRecordResolvers = {
  accessLog: async (p: PatientModel, args: { first?: number | null }, context: BffContext) => {
    const caller = await requireDoctor(context);
    const first = args.first ?? 10;
    if (first < 1 || first > 50) throw badUserInputError('`first` must be between 1 and 50', 'INVALID_FIRST');
    // One call for every patient of the operation that asks (a page of them), not one each.
    const entries = await context.loaders.accessLog.load(groupedKey([caller.uid, first], p.UserStorageID));
    return entries.map((entry) => ({
      at: entry.At,
      action: accessAction(entry.Action, entry.ObjectType),
      actorName: entry.ActorLastName === null ? null : `${entry.ActorFirstName ?? ''} ${entry.ActorLastName}`.trim(),
      actorRole: entry.ActorRole === 'DOCTOR' || entry.ActorRole === 'SITE_ADMIN' ? entry.ActorRole : 'OTHER',
    }));
  },

  messages: async (p: PatientModel, args: { first?: number | null; after?: string | null }, context: BffContext) => {
    const caller = await requireDoctor(context);
    const limit = pageSize(args.first);
    const offset = args.after ? offsetFromCursor(args.after) + 1 : 0;
    const page = await context.loaders.patientMessages.load(groupedKey([caller.uid, limit, offset], p.UserStorageID));
    const messages = page.data.map((m) => ({
      internalID: m.MessageID,
      channel: m.Channel,
      text: m.Body,
      sentAt: m.SentAt,
      status: m.Status,
    }));
    return connectionFromPage(messages, offset, page.total);
  },

  visits: async (p: PatientModel, args: PageArgs, context: BffContext) => {
    const visits = await loadVisits(context, p.UserStorageID);
    return pageOf(
      visits.map((record) => asVisit(record, p)),
      args,
    );
  },

  lastVisitByTest: async (p: PatientModel, _args: unknown, context: BffContext) => {
    const visits = await loadVisits(context, p.UserStorageID);
    const last = new Map<TestType, Date>();
    for (const visit of visits) {
      for (const type of typesOf(visitResults(visit, context))) if (!last.has(type)) last.set(type, visit.VisitDate);
    }
    return TEST_TYPES.filter((type) => last.has(type)).map((testType) => ({ testType, lastVisit: last.get(testType) }));
  },

  testsAtLastVisit: async (p: PatientModel, _args: unknown, context: BffContext) => {
    const [latest] = await loadVisits(context, p.UserStorageID);
    return latest ? typesOf(visitResults(latest, context)) : [];
  },

  // The record's total: each visit's merged results (§4), as the visit history counts them.
  resultCount: async (p: PatientModel, _args: unknown, context: BffContext) => {
    const visits = await loadVisits(context, p.UserStorageID);
    return visits.reduce((sum, visit) => sum + visitTestCounts(visitResults(visit, context)).results, 0);
  },

  stereoAcuity: async (p: PatientModel, _args: unknown, context: BffContext) => {
    const visits = await loadVisits(context, p.UserStorageID);
    const oldestFirst = [...visits].reverse();
    return stereoChart(oldestFirst.map((v) => ({ visitDate: v.VisitDate.toISOString(), results: visitResults(v, context) })));
  },

  defaultVaScale: (p: PatientRecord, _args: unknown, context: BffContext) => defaultVaScale(p.DefaultVAUnit, context),

  reportsAvailable: (p: PatientRecord) => p.SiteBackUpData,
};
