// The portal's local storage (§3 keys). §5: "Local storage is cleared on each login submit" —
// the table search and time filters of the previous user; the language choice stays.
import { STORAGE_KEYS } from '@portal/domain/constants';

const PER_USER_KEYS = [
  STORAGE_KEYS.searchPatients,
  STORAGE_KEYS.searchPatientsArchive,
  STORAGE_KEYS.timeToggle,
  STORAGE_KEYS.patientsColumnFilters,
  STORAGE_KEYS.archiveColumnFilters,
];

export function clearPerUserStorage() {
  try {
    for (const key of PER_USER_KEYS) window.localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/** The stored value of `key`; null when none, or when storage is blocked (private mode). */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; null forgets it. With storage blocked it lasts for this page only. */
export function writeStored(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage disabled: nothing is remembered.
  }
}
