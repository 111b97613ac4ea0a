// The Patients tab's query on the page's first load, sent ahead of Relay and of the tab's code
// (relay/earlyRequests.ts). Kept apart from the loader: only the remembered search and
// period are read here, not the column filters (their parsing belongs to the table's code), so it
// is sent only when none is remembered; the loader then asks for exactly these variables.
import patientsTabParameters from '../../__generated__/PatientsTabQuery$parameters';
import type { PatientsTabQuery } from '../../__generated__/PatientsTabQuery.graphql';
import { STORAGE_KEYS } from '@portal/domain/constants';
import { sendEarly } from '../../relay/fetchGraphQL';
import { rememberedViewerRole } from '../../session/rememberedRole';
import { storedColumnFilters, storedPatientSearch, storedVisitPeriod } from './patientFilterStorage';

/** The tab's variables on arrival without column filters: the status toggles at All patients. */
export function unfilteredPatientsTabVariables(isDoctor: boolean): PatientsTabQuery['variables'] {
  const search = storedPatientSearch().trim();
  return {
    isDoctor,
    search: search || null,
    visitPeriod: storedVisitPeriod(),
    status: 'ALL',
    genders: null,
    adherence: null,
    dateConditions: null,
  };
}

/** Sends the tab's query ahead for a doctor (the role this browser signed in with) without remembered column filters. */
export function sendPatientsTabFirst(): void {
  if (rememberedViewerRole() !== 'DOCTOR' || storedColumnFilters(STORAGE_KEYS.patientsColumnFilters).length > 0) return;
  sendEarly(patientsTabParameters, unfilteredPatientsTabVariables(true));
}
