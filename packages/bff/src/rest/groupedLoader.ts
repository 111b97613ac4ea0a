// A DataLoader over a REST call that takes up to 100 ids: every field of an operation that asks for
// the same kind of record (a page of patients each asking for their access log) is answered by one
// call per group and 100 ids, instead of one call per parent. A group is what the ids share in the
// call besides themselves: the signed-in user, a page size, a role.
import DataLoader from 'dataloader';

/** Ids per call: REST's by-id limit. */
export const IDS_PER_CALL = 100;

const SEPARATOR = '\u0000';

/** The loader key of `id` in `group` (ids are compared lower-cased, as REST answers them). */
export const groupedKey = (group: readonly (string | number | boolean)[], id: string) =>
  `${group.join(SEPARATOR)}${SEPARATOR}${id.toLowerCase()}`;

const splitGroupedKey = (key: string) => {
  const cut = key.lastIndexOf(SEPARATOR);
  return { group: key.slice(0, cut), id: key.slice(cut + 1) };
};

const chunks = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * `read(group, ids)` answers what it found by lower-cased id; an id it leaves out gets
 * `missing(id)` (null, or an error such as a 404), and a failed call fails every key it carried.
 * `group` is the key's group as `groupedKey` joined it; `parts(group)` splits it back.
 */
export function groupedLoader<T>(
  read: (group: string[], ids: string[]) => Promise<ReadonlyMap<string, T> | Record<string, T>>,
  missing: (id: string) => NoInfer<T> | Error,
): DataLoader<string, T> {
  return new DataLoader<string, T>(
    async (keys) => {
      const byGroup = new Map<string, string[]>();
      for (const key of keys) {
        const { group, id } = splitGroupedKey(key);
        const ids = byGroup.get(group) ?? [];
        if (!ids.includes(id)) ids.push(id);
        byGroup.set(group, ids);
      }
      const found = new Map<string, T | Error>();
      await Promise.all(
        [...byGroup].flatMap(([group, ids]) =>
          chunks(ids, IDS_PER_CALL).map(async (chunk) => {
            try {
              const answer = await read(group.split(SEPARATOR), chunk);
              const get = (id: string) => (answer instanceof Map ? answer.get(id) : (answer as Record<string, T>)[id]);
              for (const id of chunk) {
                const value = get(id);
                found.set(`${group}${SEPARATOR}${id}`, value === undefined ? missing(id) : value);
              }
            } catch (error) {
              for (const id of chunk) found.set(`${group}${SEPARATOR}${id}`, asError(error));
            }
          }),
        ),
      );
      return keys.map((key) => found.get(key) ?? new Error('not loaded'));
    },
    { maxBatchSize: 1000 },
  );
}
