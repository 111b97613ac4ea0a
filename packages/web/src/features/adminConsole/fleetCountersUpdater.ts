// The header counters are not a Node: a version write's payload brings fresh counters, and
// this updater copies them onto the console's own record so the header follows (§4).
import type { RecordSourceSelectorProxy } from 'relay-runtime';

const COUNTER_FIELDS = ['total', 'needingUpdate', 'withErrors'] as const;

/** An updater for a mutation whose root field (`rootField`) selects `fleetCounters { total needingUpdate withErrors }`. */
export const copyFleetCounters = (rootField: string) => (store: RecordSourceSelectorProxy) => {
  const fresh = store.getRootField(rootField)?.getLinkedRecord('fleetCounters');
  const shown = store.getRoot().getLinkedRecord('adminConsole')?.getLinkedRecord('fleetCounters');
  if (!fresh || !shown) return;
  for (const field of COUNTER_FIELDS) shown.setValue(fresh.getValue(field), field);
};
