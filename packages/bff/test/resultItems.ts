// §3 test result items (the type's storage id under its key, the common fields and the values) and
// visits in the REST shape, for the patient record's unit and integration tests.

let visitCounter = 0;

/** A visit in the brief's REST shape. */
export function restVisit(visitDate: string, items: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  visitCounter += 1;
  return {
    VisitStorageID: `visit-${visitCounter}`,
    VisitDate: visitDate,
    NextVisit: null,
    TreatmentDuration: 6,
    VisitReports: [],
    TestsResults: items,
    ...extra,
  };
}

/** A §3 result item: the type's storage id under its key, the common fields and the values. */
export function item(
  type: string,
  values: Record<string, unknown> = {},
  options: { correction?: 'SC' | 'CC'; outcome?: string; at?: string } = {},
) {
  return {
    [type]: `${type.toLowerCase()}-1`,
    OpticalCorrection: options.correction ?? 'SC',
    TestResult: options.outcome ?? 'test succeeded',
    BeginTestTime: options.at ?? '2026-03-02T09:15:00Z',
    ...values,
  };
}

export const stereoItem = (disparity: number, options: Parameters<typeof item>[2] = {}) =>
  item('StereoAcuity', { StereoAcuityResult: { TestResult: 'test succeeded', DisparityValue: disparity } }, options);
