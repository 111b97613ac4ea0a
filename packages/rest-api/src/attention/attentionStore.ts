// Each site's thresholds of the attention list (the page itself: attentionPageStore.ts).
import { DEFAULT_ATTENTION_THRESHOLDS, type AttentionThresholds } from '@portal/domain/attentionThresholds';
import type { Queryable } from '../db/database';

const THRESHOLD_COLUMNS = `t.no_test_days as "noTestDays", t.act_deviation as "actDeviation", t.stereo_arcsec as "stereoArcsec",
  t.visual_acuity_logmar as "visualAcuityLogMar", t.fusional_break as "fusionalBreak"`;

/** The site's thresholds, or the defaults when it never set them (or there is no site). */
export async function readSiteThresholds(q: Queryable, siteId: string | null): Promise<AttentionThresholds> {
  if (!siteId) return { ...DEFAULT_ATTENTION_THRESHOLDS };
  const result = await q.query<AttentionThresholds>(`select ${THRESHOLD_COLUMNS} from site_attention_thresholds t where t.site_id = $1`, [
    siteId,
  ]);
  return result.rows[0] ?? { ...DEFAULT_ATTENTION_THRESHOLDS };
}

/** A site's thresholds as its site admins edit them, with their version. */
export type VersionedThresholds = AttentionThresholds & { Version: number };

/**
 * The site's thresholds and their version. A site that never set them has no row: its defaults
 * read as version 1, and the first save makes version 2, so a version is always at least 1 (the
 * domain's rule for every record) and two first saves from the defaults still collide.
 */
export async function readVersionedThresholds(q: Queryable, siteId: string): Promise<VersionedThresholds> {
  const result = await q.query<VersionedThresholds>(
    `select ${THRESHOLD_COLUMNS}, t.version as "Version" from site_attention_thresholds t where t.site_id = $1`,
    [siteId],
  );
  return result.rows[0] ?? { ...DEFAULT_ATTENTION_THRESHOLDS, Version: 1 };
}

/**
 * Saves the site's thresholds when `expected` (null: none named) is still their version, raising
 * it; false when someone saved since (nothing written). One statement: of two saves from the same
 * version, the second finds the first's row (or waits for its insert) and its update matches nothing.
 */
export async function writeSiteThresholds(
  q: Queryable,
  siteId: string,
  thresholds: AttentionThresholds,
  by: string,
  now: Date,
  expected: number | null,
): Promise<boolean> {
  const result = await q.query(
    `insert into site_attention_thresholds as t
       (site_id, no_test_days, act_deviation, stereo_arcsec, visual_acuity_logmar, fusional_break, updated_at, updated_by, version)
     select $1, $2, $3, $4, $5, $6, $7, $8, 2
      where $9::int is null or $9::int = 1 or exists (select 1 from site_attention_thresholds s where s.site_id = $1)
     on conflict (site_id) do update
       set no_test_days = excluded.no_test_days, act_deviation = excluded.act_deviation, stereo_arcsec = excluded.stereo_arcsec,
           visual_acuity_logmar = excluded.visual_acuity_logmar, fusional_break = excluded.fusional_break,
           updated_at = excluded.updated_at, updated_by = excluded.updated_by, version = t.version + 1
       where $9::int is null or t.version = $9::int
     returning t.version`,
    [
      siteId,
      thresholds.noTestDays,
      thresholds.actDeviation,
      thresholds.stereoArcsec,
      thresholds.visualAcuityLogMar,
      thresholds.fusionalBreak,
      now,
      by,
      expected,
    ],
  );
  return result.rows.length === 1;
}
