// Storage of a patient's visits (§3 Visit) with their reports and test results. A patient's
// visits are read with ONE statement whatever their number (reports and results folded per visit
// with json_agg), scoped by the doctor so another doctor's patient reads like an unknown one.
import type { TestResultRecord } from '@portal/domain/testResults';
import { isUuid } from '../auth/users';
import type { Queryable } from '../db/database';
import type { ReportLinks } from './reportLinks';

/** §3 Test result as sent and answered: the type's storage id under the type's key, then the fields. */
export type TestResultItem = Record<string, unknown>;

export interface VisitReportAnswer {
  VisitReportID: string;
  ProtocolReportFileName: string;
  /** Signed and short-lived; null when the site does not back up data (§3 Site BackUpData). */
  downloadUrl: string | null;
  expiresAt: string | null;
}

export interface VisitAnswer {
  VisitStorageID: string;
  VisitDate: string;
  NextVisit: string | null;
  TreatmentDuration: number | null;
  VisitReports: VisitReportAnswer[];
  TestsResults: TestResultItem[];
}

interface StoredResult {
  id: string;
  type: string;
  storageId: string | null;
  correction: string;
  outcome: string | null;
  begin: string;
  values: Record<string, unknown> | null;
}

interface StoredVisit {
  id: string;
  visitDate: string;
  nextVisit: string | null;
  treatmentDuration: number | null;
  reports: { id: string; fileName: string }[];
  results: StoredResult[];
}

export interface PatientVisits {
  /** The doctor's site's BackUpData (true without a site). */
  backUpData: boolean;
  visits: VisitAnswer[];
}

// $1 patients (uuid[]), $2 doctor (or site), $3 how many per patient (null: all), $4 one visit (null: any). Newest first.
const selectVisits = (owner: 'doctor' | 'site') => `
  select p.id as "patientId", coalesce(s.backup_data, true) as "backUpData",
         coalesce((
           select json_agg(json_build_object(
                    'id', v.id, 'visitDate', v.visit_date, 'nextVisit', v.next_visit, 'treatmentDuration', v.treatment_duration,
                    'reports', coalesce((
                      select json_agg(json_build_object('id', r.id, 'fileName', r.file_name) order by r.created_at, r.file_name, r.id)
                        from visit_reports r where r.visit_id = v.id), '[]'::json),
                    'results', coalesce((
                      select json_agg(json_build_object(
                               'id', t.id, 'type', t.test_type, 'storageId', t.storage_id, 'correction', t.optical_correction,
                               'outcome', t.test_result, 'begin', t.begin_test_time, 'values', t."values")
                             order by t.begin_test_time, t.item_index nulls last, t.created_at, t.id)
                        from test_results t where t.visit_id = v.id), '[]'::json))
                  order by v.visit_date desc, v.created_at desc, v.id desc)
             from (select x.* from visits x
                    where x.patient_id = p.id and ($4::uuid is null or x.id = $4::uuid)
                    order by x.visit_date desc, x.created_at desc, x.id desc
                    limit $3::int) v
         ), '[]'::json) as visits
    from patients p
    left join doctors d on d.user_id = p.doctor_id
    left join sites s on s.id = d.site_id
   where p.id = any($1::uuid[]) and ${owner === 'doctor' ? 'p.doctor_id' : 'd.site_id'} = $2`;
const SELECT_VISITS = selectVisits('doctor');
const SELECT_SITE_VISITS = selectVisits('site');

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** A stored result in the §3 shape: exactly what parseTestResultItem accepts. */
export function toTestResultItem(result: StoredResult): TestResultItem {
  return {
    [result.type]: result.storageId ?? result.id,
    OpticalCorrection: result.correction,
    TestResult: result.outcome,
    BeginTestTime: iso(result.begin),
    ...(result.values ?? {}),
  };
}

function toVisit(visit: StoredVisit, backUpData: boolean, links: ReportLinks): VisitAnswer {
  return {
    VisitStorageID: visit.id,
    VisitDate: iso(visit.visitDate) as string,
    NextVisit: iso(visit.nextVisit),
    TreatmentDuration: visit.treatmentDuration,
    VisitReports: visit.reports.map((report) => {
      const link = backUpData ? links.sign(report.id) : null;
      return {
        VisitReportID: report.id,
        ProtocolReportFileName: report.fileName,
        downloadUrl: link?.downloadUrl ?? null,
        expiresAt: link ? link.expiresAt.toISOString() : null,
      };
    }),
    TestsResults: visit.results.map(toTestResultItem),
  };
}

export interface VisitQuery {
  /** At most this many, newest first; all when absent. */
  limit?: number;
  /** Only this visit. */
  visitId?: string;
}

/** The doctor's patient's visits newest first, or null for an unknown patient or another doctor's. */
export async function readPatientVisits(
  q: Queryable,
  doctorId: string,
  patientId: string,
  links: ReportLinks,
  query: VisitQuery = {},
): Promise<PatientVisits | null> {
  if (!isUuid(patientId)) return null;
  const result = await q.query<{ backUpData: boolean; visits: StoredVisit[] }>(SELECT_VISITS, [
    [patientId],
    doctorId,
    query.limit ?? null,
    query.visitId ?? null,
  ]);
  const row = result.rows[0];
  if (!row) return null;
  return { backUpData: row.backUpData, visits: row.visits.map((visit) => toVisit(visit, row.backUpData, links)) };
}

/**
 * The visits of several of the doctor's patients in one statement, by patient id (lower case);
 * unknown ids and other doctors' patients are simply absent. `ownerId` is the doctor's id, or with
 * `owner` 'site' a site's id and the patients are any of that site's doctors' (the site-level export).
 */
export async function readVisitsOfPatients(
  q: Queryable,
  ownerId: string,
  patientIds: readonly string[],
  links: ReportLinks,
  owner: 'doctor' | 'site' = 'doctor',
): Promise<Record<string, VisitAnswer[]>> {
  const ids = patientIds.filter(isUuid);
  if (ids.length === 0) return {};
  const result = await q.query<{ patientId: string; backUpData: boolean; visits: StoredVisit[] }>(
    owner === 'doctor' ? SELECT_VISITS : SELECT_SITE_VISITS,
    [ids, ownerId, null, null],
  );
  return Object.fromEntries(
    result.rows.map((row) => [row.patientId.toLowerCase(), row.visits.map((visit) => toVisit(visit, row.backUpData, links))]),
  );
}

export interface NewVisit {
  visitDate: Date;
  nextVisit: Date;
  treatmentDuration: number | null;
  results: readonly TestResultRecord[];
  reports: readonly { fileName: string; storageKey: string }[];
}

/** Writes a visit with its results and reports and moves the patient's dates; returns the visit id. */
export async function insertVisit(tx: Queryable, patientId: string, visit: NewVisit, now: Date): Promise<string> {
  const inserted = await tx.query<{ id: string }>(
    `insert into visits (patient_id, visit_date, next_visit, treatment_duration, created_at)
     values ($1, $2, $3, $4, $5) returning id`,
    [patientId, visit.visitDate, visit.nextVisit, visit.treatmentDuration, now],
  );
  const visitId = inserted.rows[0].id;
  if (visit.results.length > 0) {
    const rows = visit.results.map((r, i) => ({
      t: r.testType,
      s: r.storageId,
      i,
      c: r.opticalCorrection,
      r: r.testResult,
      b: r.beginTestTime,
      x: r.values,
    }));
    await tx.query(
      `insert into test_results (visit_id, test_type, storage_id, item_index, optical_correction, test_result, begin_test_time, "values", created_at)
       select $1, t, s, i, c, r, b, x, $3 from jsonb_to_recordset($2::jsonb) as r(t text, s text, i smallint, c text, r text, b timestamptz, x jsonb)`,
      [visitId, JSON.stringify(rows), now],
    );
  }
  if (visit.reports.length > 0) {
    await tx.query(
      `insert into visit_reports (visit_id, file_name, storage_key, created_at)
       select $1, f, k, $3 from jsonb_to_recordset($2::jsonb) as r(f text, k text)`,
      [visitId, JSON.stringify(visit.reports.map((r) => ({ f: r.fileName, k: r.storageKey }))), now],
    );
  }
  // The patient's VisitDate is their latest visit; NextVisitDate is what the clinician just planned.
  // A visit is no edit of the patient's record, so it leaves the version alone, except when it moves
  // the planned next visit: that date is what the next-visit dialog shows and saves, and a dialog
  // opened before the visit must not put back the old plan unseen.
  await tx.query(
    `update patients set next_visit_date = $2, visit_date = (select max(visit_date) from visits where patient_id = $1),
       version = version + (case when next_visit_date is distinct from $2 then 1 else 0 end)
     where id = $1`,
    [patientId, visit.nextVisit],
  );
  return visitId;
}

export interface ReportFile {
  fileName: string;
  storageKey: string;
  /** False when the site stopped backing up data: the file is not offered any more. */
  backUpData: boolean;
}

/** A report by id, with its site's BackUpData (a link never outlives the site's choice). */
export async function findReportFile(q: Queryable, reportId: string): Promise<ReportFile | null> {
  const result = await q.query<ReportFile>(
    `select r.file_name as "fileName", r.storage_key as "storageKey", coalesce(s.backup_data, true) as "backUpData"
       from visit_reports r
       join visits v on v.id = r.visit_id
       join patients p on p.id = v.patient_id
       left join doctors d on d.user_id = p.doctor_id
       left join sites s on s.id = d.site_id
      where r.id = $1`,
    [reportId],
  );
  return result.rows[0] ?? null;
}
