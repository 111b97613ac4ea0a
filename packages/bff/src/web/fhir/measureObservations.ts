// Every other measure, one Observation per merged result (pure):
// - ACT and CT: horizontal and vertical deviations in prism dioptres (UCUM [p'diop]), each with its
//   direction (Exo, Eso, Ortho; Right hyper, Left hyper, None) as the device wrote it, and whether
//   it is intermittent, as components;
// - fusional reserve: the break and recovery points in prism dioptres, as components;
// - reading: fixations, regressions (%), fixation time (ms), rate (words/min), level and language;
// - stereo acuity: the disparity in seconds of arc (UCUM ''), or "no stereo vision" as a code;
// - colour vision and Worth 4 dot: the device's result text.
// Measures and components are coded in the portal's code system (fhirCodes.ts says why).
import type { Observation, ObservationComponent } from '@medplum/fhirtypes';
import { UNITS, portalConcept, ucum } from './fhirCodes';
import type { FhirResult } from './fhirExportQuery';
import {
  absentObservation,
  baseObservation,
  component,
  correctionWords,
  recorded,
  testCode,
  type ObservationContext,
} from './observationCommon';

const quantity = (value: number | null | undefined, unit: { code: string; unit: string }) =>
  recorded(value) ? ucum(value, unit.code, unit.unit) : null;
const prism = (value: number | null | undefined) => quantity(value, UNITS.prismDioptre);
const words = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function measureComponents(context: ObservationContext, result: FhirResult): (ObservationComponent | null)[] {
  switch (result.testType) {
    case 'ACT':
    case 'CT':
      return [
        component(context, 'horizontal-deviation', prism(result.horizontalDeviation)),
        component(context, 'horizontal-direction', words(result.horizontalDirection)),
        component(context, 'vertical-deviation', prism(result.verticalDeviation)),
        component(context, 'vertical-direction', words(result.verticalDirection)),
        component(context, 'intermittent', result.intermittent),
      ];
    case 'FUSIONAL_RESERVE':
      return [
        component(context, 'convergence-break', prism(result.convergence)),
        component(context, 'convergence-recovery', prism(result.positiveRecovery)),
        component(context, 'divergence-break', prism(result.divergence)),
        component(context, 'divergence-recovery', prism(result.negativeRecovery)),
      ];
    case 'READING':
      return [
        component(context, 'total-fixations', quantity(result.totalFixations, UNITS.fixations)),
        component(context, 'percent-regressions', quantity(result.percentRegressions, UNITS.percent)),
        component(context, 'fixation-duration', quantity(result.fixationDurationMs, UNITS.milliseconds)),
        component(context, 'reading-rate', quantity(result.readingRate, UNITS.wordsPerMinute)),
        component(context, 'text-level', quantity(result.textLevel, UNITS.level)),
        component(context, 'reading-language', words(result.readingLanguage)),
      ];
    default:
      return [];
  }
}

/** The value of a result measured as one value (stereo, colour, Worth 4 dot); null when it has none. */
function singleValue(context: ObservationContext, result: FhirResult): Partial<Observation> | null {
  switch (result.testType) {
    case 'STEREO_ACUITY':
      if (result.stereoOutcome === 'MEASURED' && recorded(result.disparityArcsec)) {
        return { valueQuantity: ucum(result.disparityArcsec, UNITS.arcSecond.code, UNITS.arcSecond.unit) };
      }
      return result.stereoOutcome === 'NO_STEREO' ? { valueCodeableConcept: portalConcept(context.systems, 'no-stereo') } : null;
    case 'COLOR_VISION': {
      const text = words(result.result);
      return text ? { valueString: text } : null;
    }
    case 'WORTH_4_DOT': {
      const text = words(result.description);
      return text ? { valueString: text } : null;
    }
    default:
      return null;
  }
}

/** The Observation of one merged result of a test other than VA and CS. */
export function measureObservation(context: ObservationContext, result: FhirResult): Observation {
  const code = portalConcept(context.systems, testCode(result));
  code.text = `${code.text}, ${correctionWords(result)}`;
  if (!result.succeeded) return absentObservation(context, result, code);
  const components = measureComponents(context, result).filter((c): c is ObservationComponent => c !== null);
  const value = singleValue(context, result);
  if (components.length === 0 && !value) return absentObservation(context, result, code);
  const base = baseObservation(context, result, code);
  return { ...base, ...value, component: [...(base.component ?? []), ...components] };
}
