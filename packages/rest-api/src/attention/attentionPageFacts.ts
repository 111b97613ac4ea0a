// The kept facts (migration 020) of a page's patients, read by id, as the domain's rules take them.
import type { AttentionFacts, FailedTest, MeasureWorsening } from '@portal/domain/attention';
import type { Queryable } from '../db/database';

export interface PageFactsRow {
  id: string;
  createdAt: Date;
  lastTestAt: Date | null;
  failed: FailedTest[];
  worsened: (Omit<MeasureWorsening, 'previousDate' | 'latestDate'> & { previousDate: string; latestDate: string })[] | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Each patient's facts with their measures worse than the reading before, by patient id. */
export async function readPageFacts(q: Queryable, ids: readonly string[]): Promise<Map<string, PageFactsRow>> {
  const facts = await q.query<PageFactsRow>(
    `select f.patient_id::text as id, f.created_at as "createdAt", f.last_test_at as "lastTestAt", f.failed,
            (select json_agg(json_build_object('measure', w.measure, 'correction', w.correction, 'previous', w.previous,
                      'latest', w.latest, 'previousDate', w.previous_date, 'latestDate', w.latest_date, 'worsening', w.worsening)
                      order by w.measure, w.correction)
               from patient_measure_worsenings w where w.patient_id = f.patient_id) as worsened
       from patient_attention_facts f where f.patient_id = any($1::uuid[])`,
    [ids],
  );
  return new Map(facts.rows.map((row) => [row.id, row]));
}

/** The facts as the domain's rules read them (ISO instants). */
export const toAttentionFacts = (fact: PageFactsRow): AttentionFacts => ({
  lastTestAt: fact.lastTestAt ? iso(fact.lastTestAt) : null,
  failed: fact.failed,
  worsened: (fact.worsened ?? []).map((w) => ({ ...w, previousDate: iso(w.previousDate), latestDate: iso(w.latestDate) })),
});
