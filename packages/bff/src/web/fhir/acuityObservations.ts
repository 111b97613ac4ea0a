// Visual acuity and contrast sensitivity (chart and automatic): one Observation per eye measured
// (right, left, both), coded as the HL7 eye care guides do (SNOMED CT corrected / uncorrected visual
// acuity, LOINC per eye where one exists, the eye as bodySite), valued in logMAR as the device
// stores it. Automatic VA reports the threshold the patient reached, so its value reads "<= x"
// (domain resultFormat.ts formatAutoVa). Contrast sensitivity has no standard code: the portal's.
import type { CodeableConcept, Coding, Observation } from '@medplum/fhirtypes';
import { isContrastTest } from '@portal/domain/contrastSensitivity';
import { EYE_SITES, UNITS, VA_LOINC_UNCORRECTED, VA_SNOMED, portalConcept, ucum, type Eye } from './fhirCodes';
import type { FhirResult } from './fhirExportQuery';
import { absentObservation, baseObservation, correctionWords, recorded, type ObservationContext } from './observationCommon';

const ACUITY_TESTS = ['CHART_VA', 'AUTO_VA', 'CHART_CS', 'AUTO_CS'] as const;

export const isAcuityTest = (result: FhirResult) => (ACUITY_TESTS as readonly string[]).includes(result.testType);

const EYE_FIELDS: readonly { eye: Eye; field: 'rightEye' | 'leftEye' | 'binocular'; words: string }[] = [
  { eye: 'right', field: 'rightEye', words: 'right eye' },
  { eye: 'left', field: 'leftEye', words: 'left eye' },
  { eye: 'both', field: 'binocular', words: 'both eyes' },
];

function acuityCode(context: ObservationContext, result: FhirResult, eye: (typeof EYE_FIELDS)[number] | null): CodeableConcept {
  const where = eye ? `, ${eye.words}` : '';
  const text = `${isContrastTest(result.testType) ? 'Contrast sensitivity' : 'Visual acuity'}${where}, ${correctionWords(result)}`;
  if (isContrastTest(result.testType)) return portalConcept(context.systems, 'contrast-sensitivity', text);
  const loinc = eye && result.opticalCorrection === 'WITHOUT_GLASSES' ? VA_LOINC_UNCORRECTED[eye.eye] : undefined;
  const coding: Coding[] = [VA_SNOMED[result.opticalCorrection], ...(loinc ? [loinc] : [])];
  return { coding, text };
}

/** The Observations of one merged VA or CS result: an eye each, or one saying why there is none. */
export function acuityObservations(context: ObservationContext, result: FhirResult): Observation[] {
  // Contrast sensitivity reads its own fields: the device's log value, never an acuity conversion.
  const valueOf = (field: (typeof EYE_FIELDS)[number]['field']) =>
    isContrastTest(result.testType) ? result[`${field}Contrast`] : result[field];
  const measured = EYE_FIELDS.filter(({ field }) => recorded(valueOf(field)?.value));
  if (!result.succeeded || measured.length === 0) return [absentObservation(context, result, acuityCode(context, result, null))];
  const comparator = result.testType === 'AUTO_VA' ? '<=' : undefined;
  const unit = isContrastTest(result.testType) ? UNITS.contrastLog : UNITS.logMar;
  return measured.map((eye) => ({
    ...baseObservation(context, result, acuityCode(context, result, eye), eye.eye),
    bodySite: { coding: [EYE_SITES[eye.eye]] },
    valueQuantity: ucum(valueOf(eye.field)!.value, unit.code, unit.unit, comparator),
  }));
}
