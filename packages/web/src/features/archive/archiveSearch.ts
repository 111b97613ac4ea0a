// §2: the archive's search text persists in local storage (searchPatientsArchive) and is
// restored on return; the server search follows the typing after a short pause.
import { useEffect, useRef } from 'react';
import { STORAGE_KEYS } from '@portal/domain/constants';

/** Typing pause before the server is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The saved search box text; '' when none (or storage is disabled). */
export function readArchiveSearch(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.searchPatientsArchive) ?? '';
  } catch {
    return '';
  }
}

export function writeArchiveSearch(text: string) {
  try {
    if (text) window.localStorage.setItem(STORAGE_KEYS.searchPatientsArchive, text);
    else window.localStorage.removeItem(STORAGE_KEYS.searchPatientsArchive);
  } catch {
    // Storage disabled: the text is simply not remembered.
  }
}

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
