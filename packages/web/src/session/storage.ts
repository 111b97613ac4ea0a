// §5: "Local storage is cleared on each login submit" — the table search and time filters
// of the previous user; the language choice stays.
import { STORAGE_KEYS } from '@portal/domain/constants';

const PER_USER_KEYS = [STORAGE_KEYS.searchPatients, STORAGE_KEYS.searchPatientsArchive, STORAGE_KEYS.timeToggle];

export function clearPerUserStorage() {
  try {
    for (const key of PER_USER_KEYS) window.localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
