// The patient record's mapping, over the real schema and resolvers with a scripted REST service:
// the eleven result types and their enums, §4 merging, VA in every unit and the default unit, the
// stereo chart, per-test last visits and the one visits call per patient.
import { describe, expect, it } from 'vitest';
import { item, newScript, patientGlobalId, restVisit, runAsDoctor, stereoItem } from '../../../test/patientRecordFixtures';

const RECORD = /* GraphQL */ `
  query ($id: ID!, $unit: VaScale) {
    node(id: $id) {
      ... on Patient {
        defaultVaScale
        reportsAvailable
        testsAtLastVisit
        resultCount
        lastVisitByTest {
          testType
          lastVisit
        }
        stereoAcuity {
          yMax
          points {
            visitDate
            withoutGlasses {
              outcome
              arcsec
              plotted
            }
            withGlasses {
              outcome
              arcsec
              plotted
            }
          }
        }
        visits(first: 100) {
          totalCount
          edges {
            node {
              id
              internalID
              visitDate
              testCount
              resultCount
              testTypes
              reports {
                fileName
                downloadUrl
                expiresAt
              }
              testResults {
                __typename
                testType
                opticalCorrection
                succeeded
                outcome
                beginTestTime
                ... on ActResult {
                  horizontalDeviation
                  verticalDeviation
                  horizontalDirection
                  intermittent
                }
                ... on ChartVaResult {
                  leftEye(unit: $unit) {
                    value
                    label
                  }
                  rightEye {
                    label
                  }
                  binocular {
                    label
                  }
                }
                ... on AutoVaResult {
                  leftEye {
                    label
                  }
                }
                ... on ColorVisionResult {
                  result
                  normal
                }
                ... on StereoAcuityResult {
                  stereoOutcome
                  disparityArcsec
                }
              }
            }
          }
        }
      }
    }
  }
`;

const ALL_TYPES = [
  'ACT',
  'CT',
  'ChartsVA',
  'ChartsCS',
  'AutoCS',
  'AutoVA',
  'Reading',
  'FusionalReserve',
  'ColorVision',
  'Worth4Dot',
  'StereoAcuity',
];

async function record(script = newScript(), unit: string | null = null) {
  const data = await runAsDoctor(script, RECORD, { id: patientGlobalId, unit });
  return data.node;
}

describe('test results', () => {
  it('maps every §3 type to its object type and GraphQL enums, in §3 order, SC and CC to glasses', async () => {
    const items = ALL_TYPES.map((type, i) => item(type, {}, { correction: i % 2 ? 'CC' : 'SC', at: `2026-03-02T09:${10 + i}:00Z` }));
    const node = await record(newScript({ visits: [restVisit('2026-03-02T09:00:00Z', [...items].reverse())] }));
    const visit = node.visits.edges[0].node;
    expect(visit.testTypes).toEqual([
      'ACT',
      'CT',
      'CHART_VA',
      'CHART_CS',
      'AUTO_CS',
      'AUTO_VA',
      'READING',
      'FUSIONAL_RESERVE',
      'COLOR_VISION',
      'WORTH_4_DOT',
      'STEREO_ACUITY',
    ]);
    expect(visit.testResults.map((r: { __typename: string }) => r.__typename)).toEqual([
      'ActResult',
      'CtResult',
      'ChartVaResult',
      'ChartCsResult',
      'AutoCsResult',
      'AutoVaResult',
      'ReadingResult',
      'FusionalReserveResult',
      'ColorVisionResult',
      'Worth4DotResult',
      'StereoAcuityResult',
    ]);
    expect(visit.testResults[0]).toMatchObject({
      opticalCorrection: 'WITHOUT_GLASSES',
      succeeded: true,
      beginTestTime: '2026-03-02T09:10:00.000Z',
    });
    expect(visit.testResults[1]).toMatchObject({ opticalCorrection: 'WITH_GLASSES' });
  });

  it('merges two ACT tests of one correction: the later zero does not overwrite, testCount counts both attempts and resultCount the results shown; a test that only failed shows no value', async () => {
    const first = item(
      'ACT',
      { ResultInDioptersHorizontalValue: 6, ResultInDioptersVerticalValue: 0, HorizontalDirection: 'Exo' },
      { at: '2026-03-02T09:15:00Z' },
    );
    const second = item(
      'ACT',
      { ResultInDioptersHorizontalValue: 0, ResultInDioptersVerticalValue: 2, IntermittentResult: true },
      { at: '2026-03-02T09:20:00Z' },
    );
    const failed = item('ACT', { ResultInDioptersHorizontalValue: 4 }, { correction: 'CC', outcome: 'test failed' });
    const node = await record(newScript({ visits: [restVisit('2026-03-02T09:00:00Z', [second, first, failed])] }));
    const visit = node.visits.edges[0].node;
    expect(visit.testCount).toBe(3);
    expect(visit.resultCount).toBe(2);
    expect(visit.resultCount).toBe(visit.testResults.length);
    expect(node.resultCount).toBe(2);
    expect(visit.testResults).toEqual([
      expect.objectContaining({
        opticalCorrection: 'WITHOUT_GLASSES',
        horizontalDeviation: 6,
        verticalDeviation: 2,
        horizontalDirection: 'Exo',
        intermittent: true,
        beginTestTime: '2026-03-02T09:20:00.000Z',
      }),
      expect.objectContaining({ opticalCorrection: 'WITH_GLASSES', succeeded: false, outcome: 'test failed', horizontalDeviation: null }),
    ]);
  });

  it('filters by type', async () => {
    const script = newScript({
      visits: [restVisit('2026-03-02T09:00:00Z', [item('ACT'), item('ColorVision', { ColorVisionResult: 'Normal' })])],
    });
    const data = await runAsDoctor(
      script,
      `query($id: ID!) { node(id: $id) { ... on Patient { visits { edges { node {
      testResults(types: [COLOR_VISION]) { testType ... on ColorVisionResult { result normal } } } } } } } }`,
      { id: patientGlobalId },
    );
    expect(data.node.visits.edges[0].node.testResults).toEqual([{ testType: 'COLOR_VISION', result: 'Normal', normal: true }]);
  });
});

describe('visual acuity', () => {
  const vaVisit = (logMar: number) =>
    restVisit('2026-03-02T09:00:00Z', [item('ChartsVA', { LeftEyeLogMarValue: logMar, RightEyeLogMarValue: 0.3 })]);
  const leftEye = async (logMar: number, unit: string) =>
    (await record(newScript({ visits: [vaVisit(logMar)] }), unit)).visits.edges[0].node.testResults[0].leftEye;

  it.each([
    ['LOG_MAR', ['-0.3', '0.0', '0.3', '1.3']],
    ['METER', ['6/3', '6/6', '6/12', '6/120']],
    ['FEET', ['20/10', '20/20', '20/40', '20/400']],
    ['DECIMAL', ['2', '1', '0.5', '0.05']],
  ])('converts logMAR -0.3, 0, 0.3, 1.3 to %s', async (unit, labels) => {
    const shown = [];
    for (const logMar of [-0.3, 0, 0.3, 1.3]) shown.push((await leftEye(logMar, unit)).label);
    expect(shown).toEqual(labels);
  });

  it('answers the number of the unit too', async () => {
    expect(await leftEye(0.3, 'METER')).toEqual({ value: 12, label: '6/12' });
    expect(await leftEye(0.3, 'DECIMAL')).toEqual({ value: 0.5, label: '0.5' });
  });

  it("defaults to the patient's unit, else the doctor's DefaultVAUnit, else logMAR", async () => {
    const shown = async (script: ReturnType<typeof newScript>) => {
      const node = await record(script);
      return [node.defaultVaScale, node.visits.edges[0].node.testResults[0].rightEye.label];
    };
    expect(await shown(newScript({ visits: [vaVisit(0)] }))).toEqual(['LOG_MAR', '0.3']);
    expect(await shown(newScript({ visits: [vaVisit(0)], doctorVaUnit: 3 }))).toEqual(['METER', '6/12']);
    expect(await shown(newScript({ visits: [vaVisit(0)], doctorVaUnit: 3, patient: { DefaultVAUnit: 2 } }))).toEqual(['FEET', '20/40']);
  });
});

describe('contrast sensitivity', () => {
  it("answers the device's log value with two decimals, never converted into the VA unit (the deprecated fields too)", async () => {
    const values = { LeftEyeLogMarValue: 0.3, RightEyeLogMarValue: -0.1, BinocularLogMarValue: null };
    const script = newScript({
      visits: [restVisit('2026-03-02T09:00:00Z', [item('ChartsCS', values), item('AutoCS', values), item('ChartsVA', values)])],
      patient: { DefaultVAUnit: 3 },
    });
    const data = await runAsDoctor(
      script,
      `query($id: ID!) { node(id: $id) { ... on Patient { visits { edges { node { testResults {
        testType
        ... on ChartCsResult { leftEyeContrast { value label } rightEyeContrast { label } binocularContrast { label } leftEye(unit: FEET) { label } }
        ... on AutoCsResult { leftEyeContrast { label } rightEye { value label } }
        ... on ChartVaResult { leftEye { label } }
      } } } } } } }`,
      { id: patientGlobalId },
    );
    const [chart, auto, acuity] = data.node.visits.edges[0].node.testResults;
    expect(chart).toEqual({
      testType: 'CHART_CS',
      leftEyeContrast: { value: 0.3, label: '0.30' },
      rightEyeContrast: { label: '-0.10' },
      binocularContrast: null,
      leftEye: { label: '0.30' },
    });
    expect(auto).toEqual({ testType: 'AUTO_CS', leftEyeContrast: { label: '0.30' }, rightEye: { value: -0.1, label: '-0.10' } });
    // The patient's unit (6/6) still applies to acuity.
    expect(acuity).toEqual({ testType: 'CHART_VA', leftEye: { label: '6/12' } });
  });
});

describe('the patient record', () => {
  it('charts stereo oldest first with the §9 offsets and yMax, and the result outcome per test', async () => {
    const visits = [
      restVisit('2026-05-01T09:00:00Z', [item('ACT')]),
      restVisit('2026-04-01T09:00:00Z', [stereoItem(40), stereoItem(20, { correction: 'CC', outcome: 'test failed' })]),
      restVisit('2026-03-01T09:00:00Z', [stereoItem(-1), stereoItem(900, { correction: 'CC' })]),
    ];
    const node = await record(newScript({ visits }));
    expect(node.stereoAcuity.yMax).toBe(1000.5);
    expect(node.stereoAcuity.points.map((p: any) => [p.visitDate, p.withoutGlasses.plotted, p.withGlasses.plotted])).toEqual([
      ['2026-03-01T09:00:00.000Z', 1000.5, 1000.5],
      ['2026-04-01T09:00:00.000Z', 40.5, 1001.5],
      // The 01/05 visit took no stereo test: it is no point of the charts.
    ]);
    expect(node.stereoAcuity.points[0].withGlasses).toEqual({ outcome: 'MEASURED', arcsec: 900, plotted: 1000.5 });
    const stereoResults = node.visits.edges[1].node.testResults;
    expect(stereoResults.map((r: any) => [r.stereoOutcome, r.disparityArcsec])).toEqual([
      ['MEASURED', 40],
      ['NO_RESULT', null],
    ]);
    expect(node.visits.edges[2].node.testResults[0]).toMatchObject({ stereoOutcome: 'NO_STEREO', disparityArcsec: null });
  });

  it('answers yMax 60 when every measured disparity is zero', async () => {
    const node = await record(newScript({ visits: [restVisit('2026-04-01T09:00:00Z', [stereoItem(0)])] }));
    expect(node.stereoAcuity.yMax).toBe(60);
  });

  it('tracks the last visit per test and the tests of the last visit, with one visits call', async () => {
    const visits = [
      restVisit('2026-05-01T09:00:00Z', [item('CT'), item('ACT')]),
      restVisit('2026-04-01T09:00:00Z', [item('ACT'), stereoItem(40)]),
    ];
    const script = newScript({ visits });
    const node = await record(script);
    expect(node.testsAtLastVisit).toEqual(['ACT', 'CT']);
    // The record's total sums each visit's merged results, from the same one visits call.
    expect(node.resultCount).toBe(4);
    expect(node.lastVisitByTest).toEqual([
      { testType: 'ACT', lastVisit: '2026-05-01T09:00:00.000Z' },
      { testType: 'CT', lastVisit: '2026-05-01T09:00:00.000Z' },
      { testType: 'STEREO_ACUITY', lastVisit: '2026-04-01T09:00:00.000Z' },
    ]);
    expect(script.calls.filter((c) => c.endsWith('/patients/visits'))).toHaveLength(1);
  });

  it('passes report links through and reads the site backup flag (default true)', async () => {
    const report = { VisitReportID: 7, ProtocolReportFileName: 'visit.pdf', downloadUrl: 'http://r/x', expiresAt: '2026-06-15T10:05:00Z' };
    const node = await record(newScript({ visits: [restVisit('2026-05-01T09:00:00Z', [], { VisitReports: [report] })] }));
    expect(node.reportsAvailable).toBe(true);
    expect(node.visits.edges[0].node.reports).toEqual([
      { fileName: 'visit.pdf', downloadUrl: 'http://r/x', expiresAt: '2026-06-15T10:05:00.000Z' },
    ]);
    expect((await record(newScript({ patient: { SiteBackUpData: false } }))).reportsAvailable).toBe(false);
  });

  it('finds a visit by its node id', async () => {
    const visits = [restVisit('2026-05-01T09:00:00Z', [item('ACT')])];
    const node = await record(newScript({ visits }));
    const visitId = node.visits.edges[0].node.id;
    const found = await runAsDoctor(newScript({ visits }), `query($id: ID!) { node(id: $id) { ... on Visit { internalID testTypes } } }`, {
      id: visitId,
    });
    expect(found.node).toEqual({ internalID: visits[0].VisitStorageID, testTypes: ['ACT'] });
  });
});
