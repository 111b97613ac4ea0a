// The Patients tab's view state (§2): search text (remembered under searchPatients, sent to
// the server 300 ms after typing stops), time filter (remembered under time_toggle; the active
// button clicked again clears it) and status toggle. Each change refetches the list in a
// transition, so the rows shown stay until the new ones arrive.
import { useCallback, useEffect, useState, useTransition } from 'react';
import type { PatientStatusValue } from './patientLabels';
import { storePatientSearch, storeVisitPeriod, type VisitPeriodValue } from './patientFilterStorage';

/** Typing pause before the server is asked again (the archive's search too). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface PatientFilterValues {
  search: string;
  visitPeriod: VisitPeriodValue;
  status: PatientStatusValue;
}

export interface PatientListVariables {
  search: string | null;
  visitPeriod: VisitPeriodValue;
  status: PatientStatusValue;
}

type Refetch = (variables: PatientListVariables, options: { fetchPolicy: 'network-only' }) => unknown;

const variablesOf = (filters: PatientFilterValues): PatientListVariables => ({
  search: filters.search || null,
  visitPeriod: filters.visitPeriod,
  status: filters.status,
});

export function usePatientFilters(initial: PatientFilterValues, initialSearchText: string, refetch: Refetch) {
  const [busy, startTransition] = useTransition();
  const [searchText, setSearchText] = useState(initialSearchText);
  const [filters, setFilters] = useState(initial);

  const apply = useCallback(
    (next: PatientFilterValues) => {
      setFilters(next);
      startTransition(() => {
        refetch(variablesOf(next), { fetchPolicy: 'network-only' });
      });
    },
    [refetch],
  );

  useEffect(() => {
    const search = searchText.trim();
    if (search === filters.search) return;
    const timer = setTimeout(() => apply({ ...filters, search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, filters, apply]);

  const changeSearchText = (text: string) => {
    setSearchText(text);
    storePatientSearch(text);
  };

  const selectVisitPeriod = (period: VisitPeriodValue) => {
    if (period === filters.visitPeriod) {
      // §2: clicking the active choice again clears it.
      storeVisitPeriod(null);
      if (period !== 'ALL') apply({ ...filters, visitPeriod: 'ALL' });
      return;
    }
    storeVisitPeriod(period);
    apply({ ...filters, visitPeriod: period });
  };

  const selectStatus = (status: PatientStatusValue) => {
    const next = status === filters.status ? 'ALL' : status;
    if (next !== filters.status) apply({ ...filters, status: next });
  };

  /** Reads the list and counts again from the server, with what the search box says now. */
  const refresh = () => apply({ ...filters, search: searchText.trim() });

  const filtered = filters.search !== '' || filters.visitPeriod !== 'ALL' || filters.status !== 'ALL';
  return { busy, searchText, filters, filtered, changeSearchText, selectVisitPeriod, selectStatus, refresh };
}
