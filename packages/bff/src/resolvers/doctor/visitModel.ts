// The Visit type (§3): a REST visit with its reports and its raw result items, parsed with the
// domain's parseTestResultItem once per operation and merged with aggregateVisitResults (§4).
import { TEST_TYPES, parseTestResultItem, type TestResultRecord, type TestType } from '@portal/domain/testResults';
import { aggregateVisitResults, visitTestCounts } from '@portal/domain/visitAggregation';
import type { BffContext } from '../../context';
import { toGlobalId } from '../../graphql/globalId';
import type { PatientRecord } from '../../rest/doctor/patients';
import type { VisitRecord, VisitReportRecord } from '../../rest/doctor/visits';
import type { TestResultModel } from './testResultModel';
import { patientNode } from './patientNode';
import { notFoundError } from '../../errors/graphqlErrors';

export interface VisitModel {
  __typename: 'Visit';
  record: VisitRecord;
  /** Whose visit: part of the global ID, so node(id:) finds the visit with one visits call. */
  patientId: string;
  /** The patient's own VA scale, the results' default unit. */
  patientVaScale: number | null;
}

export const asVisit = (record: VisitRecord, patient: Pick<PatientRecord, 'UserStorageID' | 'DefaultVAUnit'>): VisitModel => ({
  __typename: 'Visit',
  record,
  patientId: patient.UserStorageID,
  patientVaScale: patient.DefaultVAUnit,
});

/** `Visit:{patientId}:{visitId}`: a patient's storage id holds no colon (a UUID). */
export const visitGlobalId = (patientId: string, visitId: string) => toGlobalId('Visit', `${patientId}:${visitId}`);

export function splitVisitId(internalID: string): { patientId: string; visitId: string } | null {
  const colon = internalID.indexOf(':');
  if (colon <= 0 || colon === internalID.length - 1) return null;
  return { patientId: internalID.slice(0, colon), visitId: internalID.slice(colon + 1) };
}

interface ParsedVisit {
  results: TestResultRecord[];
  /** The REST messages of items that are not in the §3 shape (left out, logged once). */
  invalid: string[];
}

// Keyed by the loader's record: every field of every visit parses the items once per operation.
const parsedVisits = new WeakMap<VisitRecord, ParsedVisit>();

export function parsedVisit(record: VisitRecord): ParsedVisit {
  let parsed = parsedVisits.get(record);
  if (!parsed) {
    parsed = { results: [], invalid: [] };
    for (const item of record.TestsResults) {
      const result = parseTestResultItem(item);
      if (result.ok) parsed.results.push(result.result);
      else parsed.invalid.push(result.message);
    }
    parsedVisits.set(record, parsed);
  }
  return parsed;
}

/** The visit's valid result items; an item REST should never have stored is logged and left out. */
export function visitResults(record: VisitRecord, context?: BffContext): TestResultRecord[] {
  const parsed = parsedVisit(record);
  if (parsed.invalid.length && context) {
    context.log.warn({ visit: record.VisitStorageID, problems: parsed.invalid }, 'visit test results not in the §3 shape were left out');
    parsed.invalid = [];
  }
  return parsed.results;
}

/** The test types among `results`, in §3 order. */
export const typesOf = (results: readonly TestResultRecord[]): TestType[] =>
  TEST_TYPES.filter((type) => results.some((r) => r.testType === type));

export const visitResolvers = {
  id: (v: VisitModel) => visitGlobalId(v.patientId, v.record.VisitStorageID),
  internalID: (v: VisitModel) => v.record.VisitStorageID,
  // The doctor's own lists are read once per operation: found whenever the visit was.
  patient: async (v: VisitModel, _args: unknown, context: BffContext) => {
    const patient = await patientNode(v.patientId, context);
    if (!patient) throw notFoundError();
    return patient;
  },
  visitDate: (v: VisitModel) => v.record.VisitDate,
  nextVisit: (v: VisitModel) => v.record.NextVisit,
  treatmentDurationMonths: (v: VisitModel) => (v.record.TreatmentDuration === null ? null : Math.round(v.record.TreatmentDuration)),
  // Every test the device ran, and the merged results the views show (domain visitTestCounts).
  testCount: (v: VisitModel, _args: unknown, context: BffContext) => visitTestCounts(visitResults(v.record, context)).attempts,
  resultCount: (v: VisitModel, _args: unknown, context: BffContext) => visitTestCounts(visitResults(v.record, context)).results,
  testTypes: (v: VisitModel, _args: unknown, context: BffContext) => typesOf(visitResults(v.record, context)),
  reports: (v: VisitModel) => v.record.VisitReports,
  testResults: (v: VisitModel, args: { types?: TestType[] | null }, context: BffContext): TestResultModel[] => {
    const wanted = args.types ? new Set(args.types) : null;
    return aggregateVisitResults(visitResults(v.record, context))
      .filter((record) => !wanted || wanted.has(record.testType))
      .map((record) => ({ record, patientVaScale: v.patientVaScale }));
  },
};

export const visitReportResolvers = {
  fileName: (r: VisitReportRecord) => r.ProtocolReportFileName,
  downloadUrl: (r: VisitReportRecord) => r.downloadUrl,
  expiresAt: (r: VisitReportRecord) => r.expiresAt,
};
