-- The attention list's urgency (domain attentionUrgency.ts) weighs a failed test by how recent its
-- latest failed attempt is: kept beside the failed tests (attention/attentionFactsStore.ts writes
-- both), so a page scores every listed patient without unpacking each one's list of failed tests.
alter table patient_attention_facts add column last_failed_at timestamptz;

update patient_attention_facts f
   set last_failed_at = (select max((e->>'failedAt')::timestamptz) from jsonb_array_elements(f.failed) e)
 where f.has_failed;
