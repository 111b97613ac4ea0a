// §2 "Search filter options: less than (-1), greater than (1), include (0)" on the admin console's
// columns. One condition shape for every list, read by the column's kind:
//   * a date column: before, after or on a UTC day (dateCondition.ts; a missing date meets none);
//   * a number column: less than, greater than or equal to a number (a missing number meets none);
//   * a text column: includes the text, without case (as the search's ILIKE; a missing text meets
//     none); less/greater mean nothing for a text and are refused.
// Each list says which of its columns take a condition and of which kind (ConsoleListSpec.conditions);
// the REST service applies them in SQL (rest-api db/listPage.ts), the legacy profile in memory
// (consoleLists/inMemory) through meetsColumnCondition, so both keep the same rows.
import { z } from 'zod';
import { COLUMN_COMPARISONS, CONDITION_TEXT_MAX_LENGTH } from './columnConditionRules';

export * from './columnConditionRules';

/** A condition as structured input (the REST query, GraphQL): its comparison and value, checked against a kind later. */
export const columnConditionSchema = z.object({
  comparison: z.enum(COLUMN_COMPARISONS, { error: 'column_condition_inv' }),
  value: z.string({ error: 'column_condition_inv' }).max(CONDITION_TEXT_MAX_LENGTH, 'column_condition_inv'),
});
