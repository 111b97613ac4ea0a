// §2: the archive's search text persists in local storage (searchPatientsArchive) and is
// restored on return; the server search follows the typing after a short pause.
import { useEffect, useRef } from 'react';
import { STORAGE_KEYS } from '@portal/domain/constants';
import { readStored, writeStored } from '../../session/storage';
import { SEARCH_DEBOUNCE_MS } from '../patients/usePatientFilters';

/** The saved search box text; '' when none (or storage is disabled). */
export const readArchiveSearch = (): string => readStored(STORAGE_KEYS.searchPatientsArchive) ?? '';

export const writeArchiveSearch = (text: string) => writeStored(STORAGE_KEYS.searchPatientsArchive, text || null);

/** The server's `search` argument for a search box text: trimmed, null when blank. */
export const searchArgument = (text: string): string | null => text.trim() || null;

/**
 * Calls `apply` with the server argument of `text` once typing pauses, and only when it
 * differs from the one the list was last loaded with (`initial` on mount).
 */
export function useDebouncedSearch(text: string, initial: string | null, apply: (search: string | null) => void) {
  const applied = useRef(initial);
  const latestApply = useRef(apply);
  latestApply.current = apply;
  useEffect(() => {
    const next = searchArgument(text);
    if (next === applied.current) return undefined;
    const timer = setTimeout(() => {
      applied.current = next;
      latestApply.current(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
}
