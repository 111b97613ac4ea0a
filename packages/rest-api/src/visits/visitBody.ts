// The addNewVisit body (§7): { VisitDate, NextVisit, TreatmentDuration, TestsResults?, VisitReports? }.
// The form fields go through the domain's newVisitFormSchema, every TestsResults item through
// parseTestResultItem, every report upload through the size and name checks. Every problem is
// collected, naming the item's index, so an integrator fixes a body in one round.
import type { FieldProblem } from '@portal/domain/errors';
import { parseTestResultItem, type TestResultRecord } from '@portal/domain/testResults';
import { check } from '@portal/domain/validation';
import { newVisitFormSchema } from '@portal/domain/visits';
import { badInput } from '../http/errors';
import { MAX_REPORT_BYTES, MAX_REPORTS_PER_VISIT, sanitizeFileName } from './reportFiles';
import { todayAnywhere } from '@portal/domain/patients';

/** More results than a visit of every test, repeated, could hold. */
export const MAX_RESULTS_PER_VISIT = 500;

export interface ReportUpload {
  fileName: string;
  content: Buffer;
}

export interface VisitBody {
  visitDate: Date;
  nextVisit: Date;
  treatmentDuration: number | null;
  results: TestResultRecord[];
  reports: ReportUpload[];
}

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const listOf = (value: unknown) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : null);

function parseResults(raw: unknown, visitDate: Date, problems: FieldProblem[]): TestResultRecord[] {
  const items = listOf(raw);
  if (items === null) {
    problems.push({ field: 'TestsResults', key: 'TestsResults must be a list of test results' });
    return [];
  }
  if (items.length > MAX_RESULTS_PER_VISIT) {
    problems.push({ field: 'TestsResults', key: `A visit can carry at most ${MAX_RESULTS_PER_VISIT} test results` });
    return [];
  }
  const results: TestResultRecord[] = [];
  items.forEach((item, i) => {
    // A result sent without its begin time (as the stereo example) began at the visit.
    const withTime = isObject(item) && !('BeginTestTime' in item) ? { ...item, BeginTestTime: visitDate.toISOString() } : item;
    const parsed = parseTestResultItem(withTime);
    if (parsed.ok) results.push(parsed.result);
    else problems.push({ field: `TestsResults.${i}`, key: `TestsResults[${i}]: ${parsed.message}` });
  });
  return results;
}

function parseReports(raw: unknown, problems: FieldProblem[]): ReportUpload[] {
  const items = listOf(raw);
  if (items === null || (items && items.length > MAX_REPORTS_PER_VISIT)) {
    problems.push({ field: 'VisitReports', key: `VisitReports must be a list of at most ${MAX_REPORTS_PER_VISIT} files` });
    return [];
  }
  const reports: ReportUpload[] = [];
  items.forEach((item, i) => {
    const where = `VisitReports[${i}]`;
    const fail = (field: string, text: string) => problems.push({ field: `VisitReports.${i}.${field}`, key: `${where}: ${text}` });
    if (!isObject(item))
      return fail('ProtocolReportFileName', 'each report must be an object with ProtocolReportFileName and ContentBase64');
    const unknown = Object.keys(item).filter((k) => k !== 'ProtocolReportFileName' && k !== 'ContentBase64');
    if (unknown.length) return fail(unknown[0], `unknown field(s): ${unknown.join(', ')}`);
    const fileName = typeof item.ProtocolReportFileName === 'string' ? sanitizeFileName(item.ProtocolReportFileName) : null;
    if (!fileName) return fail('ProtocolReportFileName', 'ProtocolReportFileName must be a file name');
    const encoded = typeof item.ContentBase64 === 'string' ? item.ContentBase64.replace(/\s+/g, '') : '';
    if (!BASE64.test(encoded)) return fail('ContentBase64', 'ContentBase64 must be the file in base64');
    // Checked before decoding: an oversized upload is never held twice.
    if (Math.floor((encoded.length * 3) / 4) - (encoded.match(/=+$/)?.[0].length ?? 0) > MAX_REPORT_BYTES) {
      return fail('ContentBase64', `the file is larger than ${MAX_REPORT_BYTES / (1024 * 1024)} MB`);
    }
    const content = Buffer.from(encoded, 'base64');
    if (content.length === 0) return fail('ContentBase64', 'the file is empty');
    reports.push({ fileName, content });
  });
  return reports;
}

/** The checked body, or a 400 listing every problem (nothing is stored). */
export function parseVisitBody(body: unknown, now: () => Date): VisitBody {
  const raw = isObject(body) ? body : {};
  const problems: FieldProblem[] = [];
  const form = check(
    newVisitFormSchema(() => todayAnywhere(now())),
    raw,
  );
  if (!form.ok) problems.push(...form.problems);
  const visitDate = form.ok ? new Date(form.value.VisitDate) : null;
  // With a bad visit date the items are still checked (begin times defaulting to now), so every
  // problem is told at once without a second, derived one.
  const results = parseResults(raw.TestsResults, visitDate ?? now(), problems);
  const reports = parseReports(raw.VisitReports, problems);
  if (!form.ok || problems.length > 0) throw badInput(problems);
  return {
    visitDate: visitDate as Date,
    nextVisit: new Date(form.value.NextVisit),
    treatmentDuration: form.value.TreatmentDuration,
    results,
    reports,
  };
}
