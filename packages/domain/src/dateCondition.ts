// §2 "Search filter options: less than (-1), greater than (1), include (0)": the old table filter
// compared a cell with the search value. On a date column they read as before, after and on a day.
// Days are UTC calendar days, as the time filter and the overdue rule count them: a timestamp is on
// the day it falls in UTC, and a date column (a birthdate) is its own day. A row without the date
// meets no condition. Each condition keeps a half-open range of days, so a database compares the
// column itself with the range's ends (an index on the column serves it).
import { z } from 'zod';
import { DATE_COMPARISONS, isIsoDay } from './dateConditionRules';

export * from './dateConditionRules';

/** A condition as structured input (GraphQL, the web's filter state), with the §5-style key of its problem. */
export const dateConditionSchema = z.object({
  comparison: z.enum(DATE_COMPARISONS, { error: 'date_filter_inv' }),
  day: z.string({ error: 'date_filter_inv' }).refine(isIsoDay, 'date_filter_inv'),
});
