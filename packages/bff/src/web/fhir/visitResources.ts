// A visit's resources in the export (pure): an Encounter, an Observation per measure of its merged
// results, and a DiagnosticReport that links those Observations and presents the visit report PDF
// (the portal's own /documents/visit-report/{id}, which asks for the doctor's session like this export).
import type { DiagnosticReport, Encounter, Observation } from '@medplum/fhirtypes';
import { ENCOUNTER_CLASS, portalConcept, type PortalSystems } from './fhirCodes';
import type { FhirVisit } from './fhirExportQuery';
import { acuityObservations, isAcuityTest } from './acuityObservations';
import { measureObservation } from './measureObservations';
import type { ObservationContext } from './observationCommon';
import { fhirId } from './patientResources';

export interface VisitResources {
  encounter: Encounter;
  observations: Observation[];
  report: DiagnosticReport;
}

export interface VisitMappingOptions {
  systems: PortalSystems;
  patientReference: string;
  /** The visit report PDF's absolute address for a visit's global id. */
  reportPdfUrl: (visitGlobalId: string) => string;
  /** When the export is made (DiagnosticReport.issued). */
  issued: string;
}

export function visitResources(visit: FhirVisit, options: VisitMappingOptions): VisitResources {
  const encounterId = fhirId(visit.internalID);
  const encounterReference = `Encounter/${encounterId}`;
  const encounter: Encounter = {
    resourceType: 'Encounter',
    id: encounterId,
    identifier: [{ system: options.systems.visitId, value: visit.internalID }],
    status: 'finished',
    class: { system: ENCOUNTER_CLASS, code: 'AMB', display: 'ambulatory' },
    type: [{ text: 'Vision therapy visit' }],
    subject: { reference: options.patientReference },
    period: { start: visit.visitDate },
  };
  const context: ObservationContext = {
    systems: options.systems,
    patientReference: options.patientReference,
    encounterReference,
    visitKey: visit.internalID,
  };
  const observations = visit.testResults.flatMap((result) =>
    isAcuityTest(result) ? acuityObservations(context, result) : [measureObservation(context, result)],
  );
  const report: DiagnosticReport = {
    resourceType: 'DiagnosticReport',
    id: fhirId(`${visit.internalID}-report`),
    status: 'final',
    code: portalConcept(options.systems, 'visit-report'),
    subject: { reference: options.patientReference },
    encounter: { reference: encounterReference },
    effectiveDateTime: visit.visitDate,
    issued: options.issued,
    ...(observations.length ? { result: observations.map((o) => ({ reference: `Observation/${o.id}` })) } : {}),
    presentedForm: [{ contentType: 'application/pdf', url: options.reportPdfUrl(visit.id), title: 'Visit report (PDF)' }],
  };
  return { encounter, observations, report };
}
