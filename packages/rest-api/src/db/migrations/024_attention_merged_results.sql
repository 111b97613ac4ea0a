-- The attention list's failed tests are read from each visit's merged result (a pass and a failed
-- retest in one visit is a pass, as the record shows it): every patient's stored facts are
-- recomputed with that rule at their doctor's next read of the list.
update patient_attention_facts set stale = true, version = version + 1;
