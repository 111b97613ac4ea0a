// @appendEdge and @deleteEdge change a connection's edges but not its totalCount, which the
// console tabs compare with the rows they hold ("Loading 3 of 4…"): the writes keep it in step.
import type { RecordSourceSelectorProxy } from 'relay-runtime';

/** Adds `delta` to the totalCount of each connection record (never below zero). */
export function shiftTotalCount(store: RecordSourceSelectorProxy, connectionIds: readonly string[], delta: number) {
  if (delta === 0) return;
  for (const id of connectionIds) {
    const connection = store.get(id);
    const total = connection?.getValue('totalCount');
    if (connection && typeof total === 'number') connection.setValue(Math.max(0, total + delta), 'totalCount');
  }
}
