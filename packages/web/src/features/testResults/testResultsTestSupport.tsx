// Test support for the test results panel: the panel under a test query answered by the mock
// environment, and builders of visits and merged results in the fragment's shape.
import { Suspense } from 'react';
import { act } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { TestResultsPanelTestQuery } from '../../__generated__/TestResultsPanelTestQuery.graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { TestResultsPanel } from './TestResultsPanel';

const testQuery = graphql`
  query TestResultsPanelTestQuery @relay_test_operation {
    node(id: "patient-1") {
      ... on Patient @alias(as: "patient") {
        ...TestResultsPanel_patient
      }
    }
  }
`;

function PanelUnderTest() {
  const data = useLazyLoadQuery<TestResultsPanelTestQuery>(testQuery, {});
  return data.node?.patient ? <TestResultsPanel patient={data.node.patient} /> : null;
}

export const NOT_STEREO = { outcome: 'NO_RESULT', arcsec: null, plotted: 1001.5 };

/** Renders the panel for a patient whose fields are `patient` (visits newest first). */
export function renderPanel(patient: Record<string, unknown>) {
  const rendered = renderWithProviders(
    <Suspense fallback="loading">
      <PanelUnderTest />
    </Suspense>,
  );
  act(() => {
    rendered.environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Node: () => ({ __typename: 'Patient', id: 'patient-1' }),
        Patient: () => ({
          id: 'patient-1',
          defaultVaScale: 'LOG_MAR',
          lastVisitByTest: [],
          stereoAcuity: { yMax: 60, points: [] },
          visits: { edges: [] },
          ...patient,
        }),
      }),
    );
  });
  return rendered;
}

/** 2026-0m-05, the m-th visit. */
export const visitDate = (month: number) => `2026-${String(month).padStart(2, '0')}-05T09:00:00.000Z`;

export const visitsOf = (visits: { id: string; month: number; results: Record<string, unknown>[] }[]) => ({
  edges: visits.map((visit) => ({ node: { id: visit.id, visitDate: visitDate(visit.month), testResults: visit.results } })),
});

const common = (testType: string, correction: string, succeeded = true) => ({
  testType,
  opticalCorrection: correction,
  succeeded,
  outcome: succeeded ? 'test succeeded' : 'test failed',
  beginTestTime: '2026-01-01T09:00:00.000Z',
});

export const actResult = (correction: string, horizontal: number, vertical = 0) => ({
  __typename: 'ActResult',
  ...common('ACT', correction),
  horizontalDeviation: horizontal,
  horizontalDirection: 'Exo',
  verticalDeviation: vertical,
  verticalDirection: 'None',
  intermittent: true,
  selectedByUser: false,
});

const acuity = (logMar: number | null) => (logMar === null ? null : { value: logMar, label: logMar.toFixed(1) });

export const autoVaResult = (correction: string, left: number | null, right: number | null, both: number | null) => ({
  __typename: 'AutoVaResult',
  ...common('AUTO_VA', correction),
  leftEye: acuity(left),
  rightEye: acuity(right),
  binocular: acuity(both),
});

/** A chart VA result as the record reads it: each eye in logMAR (the chart labels it in the record's unit). */
export const chartVaResult = (correction: string, eyes: { left?: number; right?: number; both?: number }) => {
  const eye = (logMar?: number) => (logMar === undefined ? null : { value: logMar });
  return {
    __typename: 'ChartVaResult',
    ...common('CHART_VA', correction),
    leftEye: eye(eyes.left),
    rightEye: eye(eyes.right),
    binocular: eye(eyes.both),
  };
};

/** A contrast-sensitivity result as the record reads it: each eye in the device's log units (chart or auto). */
export const contrastResult = (
  testType: 'CHART_CS' | 'AUTO_CS',
  correction: string,
  eyes: { left?: number; right?: number; both?: number },
) => {
  const eye = (logValue?: number) => (logValue === undefined ? null : { value: logValue });
  return {
    __typename: testType === 'CHART_CS' ? 'ChartCsResult' : 'AutoCsResult',
    ...common(testType, correction),
    leftEyeContrast: eye(eyes.left),
    rightEyeContrast: eye(eyes.right),
    binocularContrast: eye(eyes.both),
  };
};

export const readingResult = (correction: string, fixations: number, readingRate: number) => ({
  __typename: 'ReadingResult',
  ...common('READING', correction),
  totalFixations: fixations,
  percentRegressions: 12,
  fixationDurationMs: 240,
  readingRate,
  textLevel: 2,
  readingLanguage: 'en',
});
