// The answer of Patient/{id}/$everything (pure): a searchset Bundle of the Patient, its testing
// Device, and per visit (oldest first) an Encounter, its Observations and its DiagnosticReport.
// Every resource has an id and an absolute fullUrl under {PUBLIC_URL}/fhir, and refers to the
// others as Type/id, so every reference resolves inside the Bundle.
import type { Bundle, BundleEntry, Resource } from '@medplum/fhirtypes';
import { portalSystems } from './fhirCodes';
import type { FhirPatient, FhirVisit } from './fhirExportQuery';
import { deviceResource, patientResource } from './patientResources';
import { visitResources } from './visitResources';

export interface EverythingOptions {
  /** PUBLIC_URL (or the request's origin) without a trailing slash. */
  base: string;
  /** The export's time (Bundle.timestamp, DiagnosticReport.issued). */
  now: Date;
  /** The visit report PDF's path for a visit's global id, e.g. /documents/visit-report/{id}. */
  reportPdfPath: (visitGlobalId: string) => string;
}

/** The FHIR base of the portal's resources. */
export const fhirBase = (base: string) => `${base}/fhir`;

export function everythingBundle(patient: FhirPatient, visits: readonly FhirVisit[], options: EverythingOptions): Bundle {
  const systems = portalSystems(options.base);
  const patientResourceValue = patientResource(patient, systems);
  const patientReference = `Patient/${patientResourceValue.id}`;
  const device = deviceResource(patient, systems, patientReference);
  const issued = options.now.toISOString();
  // Oldest first: the order of a course of therapy (the schema answers newest first).
  const chronological = [...visits].sort((a, b) => a.visitDate.localeCompare(b.visitDate));
  const perVisit = chronological.flatMap((visit) => {
    const { encounter, observations, report } = visitResources(visit, {
      systems,
      patientReference,
      reportPdfUrl: (id) => `${options.base}${options.reportPdfPath(id)}`,
      issued,
    });
    return [encounter, ...observations, report];
  });
  const resources: Resource[] = [patientResourceValue, ...(device ? [device] : []), ...perVisit];
  const entry: BundleEntry[] = resources.map((resource) => ({
    fullUrl: `${fhirBase(options.base)}/${resource.resourceType}/${resource.id}`,
    resource,
    search: { mode: resource.resourceType === 'Patient' ? 'match' : 'include' },
  }));
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    timestamp: issued,
    total: 1,
    link: [{ relation: 'self', url: `${fhirBase(options.base)}/Patient/${patientResourceValue.id}/$everything` }],
    entry,
  };
}
