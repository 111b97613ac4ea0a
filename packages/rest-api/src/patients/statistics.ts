// Dashboard statistics of the ECP (§2, §9): the site's test count and two histograms of stored
// test results, "My site" against "Global" (every site). Computed in SQL, one statement each.
import { GRAPH_BUCKETS } from '@portal/domain/constants';
import type { Queryable } from '../db/database';

/**
 * Bucket layout of both histograms, in prism diopters: 30 buckets 2 PD wide over [0, 60)
 * ([0, 2), [2, 4) ... [58, 60)) and a last open bucket for 60 and more (31 in all, §9).
 */
export const GRAPH_BUCKET_WIDTH = 2;
export const GRAPH_MAX = GRAPH_BUCKET_WIDTH * (GRAPH_BUCKETS - 1);

export interface GraphBucket {
  /** 0..30 */
  bucket: number;
  /** '0-2' ... '58-60', '60+' */
  label: string;
  /** Inclusive lower bound. */
  from: number;
  /** Exclusive upper bound; null for the last, open bucket. */
  to: number | null;
  /** Share of the site's measurements in this bucket, rounded to a whole percent. */
  mySite: number;
  /** Share of all sites' measurements, rounded to a whole percent. */
  global: number;
  mySiteCount: number;
  globalCount: number;
}

/** Who "my site" is: the doctor's site, or only the doctor's own patients when they have no site. */
export interface SiteScope {
  siteId: string | null;
  doctorId: string;
}

// The counters of migration 007 (kept by triggers with the results themselves): a site's key is its
// id, or 'doctor:<id>' for a doctor without a site, whose own patients then form "my site".
const siteKey = (scope: SiteScope) => scope.siteId ?? `doctor:${scope.doctorId}`;

/** Every test result stored for the site's patients, whatever its outcome. */
export async function siteTestsCount(q: Queryable, scope: SiteScope): Promise<number> {
  const result = await q.query<{ n: number }>('select coalesce(sum(tests), 0)::int as n from result_day_counts where site_key = $1', [
    siteKey(scope),
  ]);
  return result.rows[0].n;
}

/** The histograms charted: which results and which value, as migration 007's result_graph() reads them. */
export type Measure = 'ACT_HORIZONTAL' | 'FUSIONAL_CONVERGENCE';

/** ACT `ResultInDioptersHorizontalValue` (absolute: the direction is a separate field) of succeeded tests. */
export const ACT_HORIZONTAL: Measure = 'ACT_HORIZONTAL';
/** FusionalReserve `FusionalConvergence` (negative read as 0) of succeeded tests. */
export const FUSIONAL_CONVERGENCE: Measure = 'FUSIONAL_CONVERGENCE';

export async function graphData(q: Queryable, scope: SiteScope, measure: Measure): Promise<GraphBucket[]> {
  const result = await q.query<{ b: number; my: number; global: number; myPct: number; globalPct: number }>(
    `with counts as (
       select bucket as b, sum(measured) filter (where site_key = $1) as my, sum(measured) as global
         from result_bucket_counts where graph = $2 group by bucket),
     totals as (select coalesce(sum(my), 0) as my, coalesce(sum(global), 0) as global from counts)
     select g.b::int as b, coalesce(c.my, 0)::int as my, coalesce(c.global, 0)::int as global,
            coalesce(round(100.0 * c.my / nullif(t.my, 0)), 0)::int as "myPct",
            coalesce(round(100.0 * c.global / nullif(t.global, 0)), 0)::int as "globalPct"
       from generate_series(1, ${GRAPH_BUCKETS}) as g(b) cross join totals t left join counts c on c.b = g.b
      order by g.b`,
    [siteKey(scope), measure],
  );
  return result.rows.map((row, i) => {
    const from = i * GRAPH_BUCKET_WIDTH;
    const last = i === GRAPH_BUCKETS - 1;
    return {
      bucket: i,
      label: last ? `${from}+` : `${from}-${from + GRAPH_BUCKET_WIDTH}`,
      from,
      to: last ? null : from + GRAPH_BUCKET_WIDTH,
      mySite: row.myPct,
      global: row.globalPct,
      mySiteCount: row.my,
      globalCount: row.global,
    };
  });
}

/** Months charted by the average daily tests (§2): the current one and the five before it. */
export const DAILY_AVERAGE_MONTHS = 6;

export interface DailyTestsAverage {
  /** yyyy-mm (UTC). */
  month: string;
  /** Tests per day at the doctor's site, one decimal. */
  mySite: number;
  /** Tests per day at the average site that had tests that month, one decimal. */
  global: number;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const monthKey = (d: Date) => d.toISOString().slice(0, 7);

/**
 * Tests per day of the last six calendar months, oldest first, by begin time: a month's tests over
 * its days (the current month's days so far, today included). Global averages over the sites that had
 * tests that month; a doctor without a site counts as a site of their own.
 */
export async function averageDailyTests(q: Queryable, scope: SiteScope, now: Date): Promise<DailyTestsAverage[]> {
  const months = Array.from(
    { length: DAILY_AVERAGE_MONTHS },
    (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (DAILY_AVERAGE_MONTHS - 1 - i), 1)),
  );
  // By UTC day: the range's first day from the first month's start, the last today.
  const result = await q.query<{ month: string; mine: number; total: number; sites: number }>(
    `select to_char(day, 'YYYY-MM') as month,
            coalesce(sum(tests) filter (where site_key = $1), 0)::int as mine, coalesce(sum(tests), 0)::int as total,
            count(distinct site_key) filter (where tests > 0)::int as sites
       from result_day_counts
      where day >= $2::date and day <= $3::date
      group by 1`,
    [siteKey(scope), months[0].toISOString().slice(0, 10), now.toISOString().slice(0, 10)],
  );
  const byMonth = new Map(result.rows.map((row) => [row.month, row]));
  return months.map((start) => {
    const month = monthKey(start);
    const current = month === monthKey(now);
    const days = current ? now.getUTCDate() : new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
    const row = byMonth.get(month);
    if (!row) return { month, mySite: 0, global: 0 };
    return { month, mySite: oneDecimal(row.mine / days), global: row.sites > 0 ? oneDecimal(row.total / row.sites / days) : 0 };
  });
}
