// Each measure's Observation: codes, units and values as the README's mapping table says, and a
// test without a value saying why instead of showing one.
import { describe, expect, it } from 'vitest';
import type { Observation } from '@medplum/fhirtypes';
import { fhirIssues } from '../../../test/fhirValidation';
import { BASE, result } from '../../../test/fhirFixtures';
import { acuityObservations } from './acuityObservations';
import { portalSystems, UCUM } from './fhirCodes';
import { measureObservation } from './measureObservations';
import type { ObservationContext } from './observationCommon';

const systems = portalSystems(BASE);
const context: ObservationContext = {
  systems,
  patientReference: 'Patient/p-1',
  encounterReference: 'Encounter/v-1',
  visitKey: 'v-1',
};
const componentOf = (observation: Observation, code: string) => observation.component?.find((c) => c.code.coding?.[0]?.code === code);
const valid = (observations: Observation[]) => {
  for (const o of observations) expect(fhirIssues(o), o.id).toEqual([]);
  return observations;
};

describe('visual acuity', () => {
  it('is one Observation per eye in logMAR, coded by SNOMED CT (and LOINC per eye when uncorrected), the eye as bodySite', () => {
    const [right, left, both] = valid(
      acuityObservations(context, result('CHART_VA', { rightEye: { value: 0.1 }, leftEye: { value: 0.3 }, binocular: { value: 0 } })),
    );
    expect(right.code.coding).toEqual([
      { system: 'http://snomed.info/sct', code: '420050001', display: 'Uncorrected visual acuity' },
      { system: 'http://loinc.org', code: '98499-7', display: 'Visual acuity uncorrected Right eye' },
    ]);
    expect(right.bodySite?.coding?.[0].code).toBe('18944008');
    expect(right.valueQuantity).toEqual({ value: 0.1, unit: 'logMAR', system: UCUM, code: '{logMAR}' });
    expect(right.method?.coding?.[0]).toMatchObject({ system: systems.codes, code: 'CHART_VA' });
    expect(left.code.coding?.map((c) => c.code)).toEqual(['420050001', '98498-9']);
    expect(left.bodySite?.coding?.[0].code).toBe('8966001');
    // No LOINC code for binocular VA without a test distance: SNOMED CT only.
    expect(both.code.coding?.map((c) => c.code)).toEqual(['420050001']);
    expect(both.bodySite?.coding?.[0].code).toBe('40638003');
    expect(both.valueQuantity?.value).toBe(0);
    expect(new Set([right.id, left.id, both.id]).size).toBe(3);
  });

  it('codes VA with glasses as corrected (no LOINC: its corrected codes mean best corrected) and automatic VA as a threshold', () => {
    const [right] = valid(acuityObservations(context, result('AUTO_VA', { opticalCorrection: 'WITH_GLASSES', rightEye: { value: 0.2 } })));
    expect(right.code.coding).toEqual([{ system: 'http://snomed.info/sct', code: '397536007', display: 'Corrected visual acuity' }]);
    expect(right.code.text).toBe('Visual acuity, right eye, with glasses');
    expect(right.valueQuantity).toMatchObject({ value: 0.2, comparator: '<=', code: '{logMAR}' });
    expect(componentOf(right, 'optical-correction')?.valueCodeableConcept?.coding?.[0].code).toBe('with-glasses');
  });

  it('codes contrast sensitivity in the portal’s code system, valued from its own log-unit field', () => {
    const [right] = valid(acuityObservations(context, result('CHART_CS', { rightEyeContrast: { value: 1.2 } })));
    expect(right.code.coding).toEqual([{ system: systems.codes, code: 'contrast-sensitivity', display: 'Contrast sensitivity' }]);
    expect(right.valueQuantity).toEqual({ value: 1.2, unit: 'log units', system: UCUM, code: '{logContrastThreshold}' });
  });

  it('answers a failed test with one Observation without a value, the device’s text saying what happened', () => {
    const [failed, ...rest] = valid(acuityObservations(context, result('AUTO_VA', { succeeded: false, outcome: 'patient moved' })));
    expect(rest).toEqual([]);
    expect(failed).not.toHaveProperty('valueQuantity');
    expect(failed.dataAbsentReason).toMatchObject({ coding: [{ code: 'error' }], text: 'patient moved' });
    expect(failed.note).toEqual([{ text: 'Device result: patient moved' }]);
  });
});

describe('cover tests and fusional reserve', () => {
  it('gives ACT deviations in prism dioptres with their direction and intermittency as components', () => {
    const [act] = valid([
      measureObservation(
        context,
        result('ACT', {
          horizontalDeviation: 6,
          horizontalDirection: 'Exo',
          verticalDeviation: 2,
          verticalDirection: 'Right hyper',
          intermittent: true,
        }),
      ),
    ]);
    expect(act.code.coding?.[0]).toMatchObject({ system: systems.codes, code: 'ACT' });
    expect(act).not.toHaveProperty('method');
    expect(componentOf(act, 'horizontal-deviation')?.valueQuantity).toEqual({
      value: 6,
      unit: 'prism dioptre',
      system: UCUM,
      code: "[p'diop]",
    });
    expect(componentOf(act, 'horizontal-direction')?.valueString).toBe('Exo');
    expect(componentOf(act, 'vertical-deviation')?.valueQuantity?.value).toBe(2);
    expect(componentOf(act, 'vertical-direction')?.valueString).toBe('Right hyper');
    expect(componentOf(act, 'intermittent')?.valueBoolean).toBe(true);
  });

  it('keeps an orthophoric 0 with its direction and leaves out what was not recorded', () => {
    const ct = measureObservation(context, result('CT', { horizontalDeviation: 0, horizontalDirection: 'Ortho' }));
    expect(componentOf(ct, 'horizontal-deviation')?.valueQuantity?.value).toBe(0);
    expect(componentOf(ct, 'vertical-deviation')).toBeUndefined();
    expect(ct.component?.map((c) => c.code.coding?.[0].code)).toEqual([
      'optical-correction',
      'horizontal-deviation',
      'horizontal-direction',
    ]);
  });

  it('gives the fusional break and recovery points in prism dioptres', () => {
    const [fusional] = valid([
      measureObservation(
        context,
        result('FUSIONAL_RESERVE', { convergence: 18, positiveRecovery: 12, divergence: 8, negativeRecovery: 4 }),
      ),
    ]);
    expect(
      ['convergence-break', 'convergence-recovery', 'divergence-break', 'divergence-recovery'].map(
        (code) => componentOf(fusional, code)?.valueQuantity?.value,
      ),
    ).toEqual([18, 12, 8, 4]);
  });
});

describe('stereo, reading, colour vision and Worth 4 dot', () => {
  it('gives a measured stereo disparity in seconds of arc, no stereo as a code, and nothing measured as absent', () => {
    const measured = measureObservation(context, result('STEREO_ACUITY', { stereoOutcome: 'MEASURED', disparityArcsec: 40 }));
    expect(measured.valueQuantity).toEqual({ value: 40, unit: 'arcsec', system: UCUM, code: "''" });
    const none = measureObservation(context, result('STEREO_ACUITY', { stereoOutcome: 'NO_STEREO', disparityArcsec: null }));
    expect(none.valueCodeableConcept?.coding?.[0]).toMatchObject({ code: 'no-stereo', display: 'No stereo vision' });
    const nothing = measureObservation(context, result('STEREO_ACUITY', { stereoOutcome: 'NO_RESULT', disparityArcsec: null }));
    expect(nothing.dataAbsentReason?.coding?.[0].code).toBe('unknown');
    valid([measured, none, nothing]);
  });

  it('gives the reading measures with their units and the colour and Worth 4 dot results as the device’s text', () => {
    const reading = measureObservation(
      context,
      result('READING', {
        totalFixations: 120,
        percentRegressions: 14.5,
        fixationDurationMs: 240,
        readingRate: 95,
        textLevel: 3,
        readingLanguage: 'it',
      }),
    );
    expect(componentOf(reading, 'percent-regressions')?.valueQuantity).toMatchObject({ value: 14.5, code: '%' });
    expect(componentOf(reading, 'fixation-duration')?.valueQuantity).toMatchObject({ value: 240, code: 'ms' });
    expect(componentOf(reading, 'reading-rate')?.valueQuantity).toMatchObject({ value: 95, code: '{words}/min' });
    expect(componentOf(reading, 'reading-language')?.valueString).toBe('it');
    const colour = measureObservation(context, result('COLOR_VISION', { result: 'Deuteranomaly' }));
    expect(colour.valueString).toBe('Deuteranomaly');
    const worth = measureObservation(context, result('WORTH_4_DOT', { description: ' Suppression OS ' }));
    expect(worth.valueString).toBe('Suppression OS');
    expect(worth.code.text).toBe('Worth 4 dot, without glasses');
    valid([reading, colour, worth]);
  });

  it('answers a failed colour test as an error and an empty one as unknown, never with a value', () => {
    const failed = measureObservation(context, result('COLOR_VISION', { succeeded: false, outcome: 'test aborted', result: null }));
    expect(failed.dataAbsentReason).toMatchObject({ coding: [{ code: 'error' }], text: 'test aborted' });
    const empty = measureObservation(context, result('WORTH_4_DOT', { description: '' }));
    expect(empty.dataAbsentReason?.coding?.[0].code).toBe('unknown');
    expect(empty).not.toHaveProperty('valueString');
    valid([failed, empty]);
  });
});
