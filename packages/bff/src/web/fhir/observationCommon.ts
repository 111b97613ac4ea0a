// What every Observation of the export shares (pure): its id (the visit's, the test's, the optical
// correction's and the eye's, so one merged result is always the same resource), status, category,
// subject, encounter, the time the test began, the device test as the method, and the optical
// correction as a component. A test without a value says why in dataAbsentReason.
import type { CodeableConcept, Observation, ObservationComponent, Quantity } from '@medplum/fhirtypes';
import { EXAM_CATEGORY, dataAbsent, portalConcept, type PortalCode, type PortalSystems } from './fhirCodes';
import type { FhirResult } from './fhirExportQuery';
import { fhirId } from './patientResources';

/** Where an Observation belongs: the visit it was taken at and whose it is. */
export interface ObservationContext {
  systems: PortalSystems;
  patientReference: string;
  encounterReference: string;
  /** The visit's internal id (every Observation id of the visit starts with it). */
  visitKey: string;
}

/** The test types (GraphQL TestType) as portal codes. */
export const TEST_CODES: readonly PortalCode[] = [
  'ACT',
  'CT',
  'FUSIONAL_RESERVE',
  'CHART_VA',
  'CHART_CS',
  'AUTO_VA',
  'AUTO_CS',
  'READING',
  'COLOR_VISION',
  'WORTH_4_DOT',
  'STEREO_ACUITY',
];

/** The portal code of a result's test; the schema's TestType enum has no other value. */
export function testCode(result: FhirResult): PortalCode {
  if (!(TEST_CODES as readonly string[]).includes(result.testType)) throw new Error(`FHIR export: unknown test type ${result.testType}`);
  return result.testType as PortalCode;
}

const CORRECTION_WORDS = { WITHOUT_GLASSES: 'without glasses', WITH_GLASSES: 'with glasses' } as const;
const CORRECTION_SLUGS = { WITHOUT_GLASSES: 'sc', WITH_GLASSES: 'cc' } as const;

/** "without glasses" / "with glasses", for Observation.code.text. */
export const correctionWords = (result: FhirResult) => CORRECTION_WORDS[result.opticalCorrection];

/** The Observation id of a result (and an eye): unique within the visit. */
export const observationId = (context: ObservationContext, result: FhirResult, eye?: string) =>
  fhirId(
    [context.visitKey, result.testType.toLowerCase().replaceAll('_', ''), CORRECTION_SLUGS[result.opticalCorrection], eye]
      .filter(Boolean)
      .join('-'),
  );

function correctionComponent(context: ObservationContext, result: FhirResult): ObservationComponent {
  return {
    code: portalConcept(context.systems, 'optical-correction'),
    valueCodeableConcept: portalConcept(context.systems, result.opticalCorrection === 'WITH_GLASSES' ? 'with-glasses' : 'without-glasses'),
  };
}

/** An Observation of `result` without its value: the caller adds value[x], components or bodySite. */
export function baseObservation(context: ObservationContext, result: FhirResult, code: CodeableConcept, eye?: string): Observation {
  const method = testCode(result);
  const sameAsCode = code.coding?.some((coding) => coding.system === context.systems.codes && coding.code === method);
  return {
    resourceType: 'Observation',
    id: observationId(context, result, eye),
    status: 'final',
    category: [EXAM_CATEGORY],
    code,
    subject: { reference: context.patientReference },
    encounter: { reference: context.encounterReference },
    effectiveDateTime: result.beginTestTime,
    ...(sameAsCode ? {} : { method: portalConcept(context.systems, method) }),
    component: [correctionComponent(context, result)],
  };
}

/**
 * The one Observation of a result that has no value to show: a failed test (the device's text
 * says what happened) or one that recorded nothing.
 */
export function absentObservation(context: ObservationContext, result: FhirResult, code: CodeableConcept): Observation {
  return {
    ...baseObservation(context, result, code),
    dataAbsentReason: result.succeeded ? dataAbsent('unknown') : dataAbsent('error', result.outcome),
    note: [{ text: `Device result: ${result.outcome}` }],
  };
}

/** A component with a quantity, a text or a flag; null when the device recorded nothing. */
export function component(
  context: ObservationContext,
  code: PortalCode,
  value: Quantity | string | boolean | null | undefined,
): ObservationComponent | null {
  if (value === null || value === undefined || value === '') return null;
  const concept = portalConcept(context.systems, code);
  if (typeof value === 'string') return { code: concept, valueString: value };
  if (typeof value === 'boolean') return { code: concept, valueBoolean: value };
  return { code: concept, valueQuantity: value };
}

/** A number the device recorded, else null (the merged model leaves unrecorded values null). */
export const recorded = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);
