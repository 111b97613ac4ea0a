// The attention list's REST calls (rest-api CONTRACT.md "Attention list"): a page of the
// doctor's patients who need a look and why, most urgent first, with the whole list's counts per
// reason, and their site's thresholds (site admins).
import { z } from 'zod';
import { ATTENTION_REASON_KINDS, type AttentionReasonKind } from '@portal/domain/attention';
import type { AttentionThresholds } from '@portal/domain/attentionThresholds';
import { PROGRESS_MEASURES } from '@portal/domain/progressSummary';
import { OPTICAL_CORRECTIONS, TEST_TYPES } from '@portal/domain/testResults';
import type { RestClient } from '../http';
import { UpstreamContractError } from '../http';
import { doctorLabel, doctorPath } from './doctorPath';
import { patientSchema } from './patients';

const PAGE = '/attention';
const THRESHOLDS = '/site/attentionThresholds';

const thresholdsSchema = z.object({
  noTestDays: z.number().int(),
  actDeviation: z.number(),
  stereoArcsec: z.number(),
  visualAcuityLogMar: z.number(),
  fusionalBreak: z.number(),
});

const optional = <S extends z.ZodType>(schema: S) => schema.nullable().optional();

/** Every kind's fields, optional: the kind says which are set. */
const reasonSchema = z.object({
  kind: z.enum(ATTENTION_REASON_KINDS),
  nextVisitDate: optional(z.string()),
  daysOverdue: optional(z.number().int()),
  lastTestAt: optional(z.string()),
  daysWithoutTest: optional(z.number().int()),
  thresholdDays: optional(z.number().int()),
  measure: optional(z.enum(PROGRESS_MEASURES)),
  correction: optional(z.enum(OPTICAL_CORRECTIONS)),
  unit: optional(z.enum(['PRISM_DIOPTRES', 'ARCSEC', 'LOG_MAR'])),
  previous: optional(z.number()),
  latest: optional(z.number()),
  previousDate: optional(z.string()),
  latestDate: optional(z.string()),
  worsening: optional(z.number()),
  threshold: optional(z.number()),
  testType: optional(z.enum(TEST_TYPES)),
  failedAt: optional(z.string()),
  outcome: optional(z.string()),
});
export type AttentionReasonRecord = z.infer<typeof reasonSchema>;

const pageSchema = z.object({
  data: z.array(z.object({ Patient: patientSchema, Reasons: z.array(reasonSchema), Cursor: z.string() })),
  pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
  totalCount: z.number().int(),
  countsByReason: z.array(z.object({ kind: z.enum(ATTENTION_REASON_KINDS), count: z.number().int() })),
  thresholds: thresholdsSchema,
});
export type AttentionPageRecord = z.infer<typeof pageSchema>;

/** GET /attention: one page of the list, most urgent first (first 1-100, after a previous entry's cursor, only the patients of `reason`), with the whole list's counts. */
export async function readAttentionPage(
  rest: RestClient,
  uid: string,
  page: { first: number; after: string | null; reason: AttentionReasonKind | null },
): Promise<AttentionPageRecord> {
  const answer = await rest.call({
    method: 'GET',
    path: doctorPath(uid, PAGE),
    query: { first: page.first, after: page.after ?? undefined, reason: page.reason ?? undefined },
    label: doctorLabel(PAGE),
  });
  const result = pageSchema.safeParse(answer);
  if (!result.success) throw new UpstreamContractError(`GET ${doctorLabel(PAGE)}`, { cause: result.error });
  return result.data;
}

/** A site's thresholds as saved, with the bundled service's record version. */
export const versionedThresholdsSchema = thresholdsSchema.extend({ Version: z.number().int().optional() });
export type VersionedThresholdsRecord = z.infer<typeof versionedThresholdsSchema>;

const settingsSchema = z.object({ data: versionedThresholdsSchema, defaults: thresholdsSchema });
export interface AttentionSettingsRecord {
  thresholds: VersionedThresholdsRecord;
  defaults: AttentionThresholds;
}

const settingsOf = (answer: unknown, where: string): AttentionSettingsRecord => {
  const result = settingsSchema.safeParse(answer);
  if (!result.success) throw new UpstreamContractError(where, { cause: result.error });
  return { thresholds: result.data.data, defaults: result.data.defaults };
};

/** GET /site/attentionThresholds: the caller's site's thresholds and the defaults (site admins). */
export async function readAttentionSettings(rest: RestClient, uid: string): Promise<AttentionSettingsRecord> {
  const answer = await rest.call({ method: 'GET', path: doctorPath(uid, THRESHOLDS) });
  return settingsOf(answer, `GET ${doctorLabel(THRESHOLDS)}`);
}

/** POST /site/attentionThresholds: saves the caller's site's thresholds (site admins); 409 STALE_VERSION when `Version` is no longer theirs. */
export async function saveAttentionThresholds(
  rest: RestClient,
  uid: string,
  body: AttentionThresholds & { Version?: number },
): Promise<AttentionSettingsRecord> {
  const answer = await rest.call({ method: 'POST', path: doctorPath(uid, THRESHOLDS), body });
  return settingsOf(answer, `POST ${doctorLabel(THRESHOLDS)}`);
}
