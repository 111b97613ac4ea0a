// The doctor dashboard's statistics (§2, §9): the site's test count with the average daily tests, and
// the ACT and fusional convergence histograms (31 buckets, My site against Global).
import { z } from 'zod';
import type { RestClient } from '../http';
import { parseData } from '../parse';
import { doctorLabel, doctorPath } from './doctorPath';

export const dailyTestsAverageSchema = z.object({ month: z.string(), mySite: z.number(), global: z.number() });

export const siteTestsCountSchema = z.object({
  totalTests: z.number().int(),
  averageDailyTests: z.array(dailyTestsAverageSchema),
});
export type SiteTestsCount = z.infer<typeof siteTestsCountSchema>;

export const graphBucketSchema = z.object({
  label: z.string(),
  from: z.number(),
  to: z.number().nullable(),
  mySite: z.number().int(),
  global: z.number().int(),
});
export type GraphBucket = z.infer<typeof graphBucketSchema>;

const COUNT = '/getAllSiteTestsCount';
const ACT = '/getAllACTGraphData';
const FUSIONAL = '/getAllFusionalGraphData';

/** GET /getAllSiteTestsCount: every test of the site's patients, and six months of daily averages. */
export async function siteTestsCount(rest: RestClient, uid: string): Promise<SiteTestsCount> {
  const answer = await rest.call({ method: 'GET', path: doctorPath(uid, COUNT) });
  return parseData(siteTestsCountSchema, answer, `GET ${doctorLabel(COUNT)}`);
}

/** GET /getAllACTGraphData: the ACT horizontal deviation histogram. */
export async function actGraph(rest: RestClient, uid: string): Promise<GraphBucket[]> {
  const answer = await rest.call({ method: 'GET', path: doctorPath(uid, ACT) });
  return parseData(z.array(graphBucketSchema), answer, `GET ${doctorLabel(ACT)}`);
}

/** GET /getAllFusionalGraphData: the convergence break-point histogram. */
export async function fusionalGraph(rest: RestClient, uid: string): Promise<GraphBucket[]> {
  const answer = await rest.call({ method: 'GET', path: doctorPath(uid, FUSIONAL) });
  return parseData(z.array(graphBucketSchema), answer, `GET ${doctorLabel(FUSIONAL)}`);
}
