// The paged console list calls (rest-api CONTRACT.md "Paged console lists"): a list call given
// `limit` answers one page searched, filtered and sorted by the database, how many rows match and
// the filterable columns' values with their counts.
import { z } from 'zod';
import { consoleListQueryString, type ConsoleListPage, type ConsoleListQuery } from '@portal/domain/consoleList';
import type { RestClient } from '../http';
import { UpstreamContractError } from '../http';
import { adminLabel, adminPath } from './adminPath';

const facetSchema = z.array(z.object({ value: z.string(), count: z.number().int().nonnegative() }));

/** GET `listPath` with a page query: the page of `rowSchema` rows, the total and the facets. */
export async function readConsolePage<S extends z.ZodType, C extends string>(
  rest: RestClient,
  uid: string,
  listPath: string,
  rowSchema: S,
  query: Partial<ConsoleListQuery<C>>,
): Promise<ConsoleListPage<z.infer<S>, C>> {
  const answer = await rest.call({
    method: 'GET',
    path: adminPath(uid, listPath),
    query: consoleListQueryString(query),
    label: adminLabel(listPath),
  });
  return consolePageOf<S, C>(answer, rowSchema, `GET ${adminLabel(listPath)}`);
}

/** A paged list call's answer (any area's, e.g. a site admin's): its rows, total and facets; UpstreamContractError otherwise. */
export function consolePageOf<S extends z.ZodType, C extends string>(
  answer: unknown,
  rowSchema: S,
  label: string,
): ConsoleListPage<z.infer<S>, C> {
  const schema = z.object({ data: z.array(rowSchema), total: z.number().int().nonnegative(), facets: z.record(z.string(), facetSchema) });
  const result = schema.safeParse(answer);
  if (!result.success) throw new UpstreamContractError(label, { cause: result.error });
  return result.data as ConsoleListPage<z.infer<S>, C>;
}
