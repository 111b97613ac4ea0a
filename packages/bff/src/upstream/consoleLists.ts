// The admin console's lists on either upstream: the bundled REST service pages them in SQL; a §7
// backend answers each only whole (getAllSites, getAllECP, getAllAdmins, getAllVersions,
// getAllPendings), which the BFF pages with the domain's one definition of each list
// (consoleLists/inMemory), reusing the whole list for a few seconds per user. A by-id read is then
// a look-up in the same whole list.
import { z } from 'zod';
import type { ConsoleListPage, ConsoleListQuery } from '@portal/domain/consoleList';
import type { RestClient } from '../rest/http';
import { parseData } from '../rest/parse';
import { adminLabel, adminPath } from '../rest/admin/adminPath';
import { readConsolePage } from '../rest/admin/consolePage';
import type { UpstreamProfileSource } from './upstreamProfile';
import type { WholeListCache } from './wholeLists';

export interface ConsoleListSource {
  rest: RestClient;
  upstream: Pick<UpstreamProfileSource, 'has'>;
  wholeLists: WholeListCache;
}

/** The whole list a §7 backend answers at `listPath` (its `data` rows), reused briefly for this admin. */
export function wholeAdminList<S extends z.ZodType>(
  source: ConsoleListSource,
  uid: string,
  listPath: string,
  rowSchema: S,
): Promise<z.infer<S>[]> {
  return source.wholeLists.get(uid, `admin:${listPath}`, async () => {
    const answer = await source.rest.call({ method: 'GET', path: adminPath(uid, listPath), label: adminLabel(listPath) });
    return parseData(z.array(rowSchema), answer, `GET ${adminLabel(listPath)}`);
  });
}

/** A page of a console list: the service's paged call, else the page computed over the whole list. */
export async function consolePageOn<S extends z.ZodType, C extends string>(
  source: ConsoleListSource,
  uid: string,
  listPath: string,
  rowSchema: S,
  query: ConsoleListQuery<C>,
  inMemory: (rows: z.infer<S>[], query: ConsoleListQuery<C>) => ConsoleListPage<z.infer<S>, C>,
): Promise<ConsoleListPage<z.infer<S>, C>> {
  if (source.upstream.has('pagedLists')) return readConsolePage<S, C>(source.rest, uid, listPath, rowSchema, query);
  return inMemory(await wholeAdminList(source, uid, listPath, rowSchema), query);
}

/** The rows of `ids` out of the whole list (by-id reads a §7 backend lacks). */
export async function byIdsFromWholeList<S extends z.ZodType>(
  source: ConsoleListSource,
  uid: string,
  listPath: string,
  rowSchema: S,
  ids: readonly string[],
  idOf: (row: z.infer<S>) => string,
): Promise<z.infer<S>[]> {
  const wanted = new Set(ids.map((id) => id.toLowerCase()));
  return (await wholeAdminList(source, uid, listPath, rowSchema)).filter((row) => wanted.has(idOf(row).toLowerCase()));
}
