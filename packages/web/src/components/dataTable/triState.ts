// The tri-state "select all" checkbox used by the column filters and the row selection.

/** Chakra's checkbox state: checked, unchecked or indeterminate (some but not all). */
export type TriState = boolean | 'indeterminate';

/** The select-all state for `chosen` of `total` items. Nothing to choose reads as unchecked. */
export function selectAllState(chosen: number, total: number): TriState {
  if (total <= 0 || chosen <= 0) return false;
  if (chosen >= total) return true;
  return 'indeterminate';
}

/**
 * The items chosen after a click on select-all: all of `candidates` when the box was not
 * fully checked, none of them when it was. Choices outside `candidates` are left alone.
 */
export function toggleAll<T>(chosen: readonly T[], candidates: readonly T[]): T[] {
  const candidateSet = new Set(candidates);
  const chosenCandidates = chosen.filter((item) => candidateSet.has(item)).length;
  const others = chosen.filter((item) => !candidateSet.has(item));
  if (selectAllState(chosenCandidates, candidates.length) === true) return others;
  return [...others, ...candidates];
}
