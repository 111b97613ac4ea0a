/**
 * @generated SignedSource<<cbdd25264f3328bc5c1e51377ce0e414>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type OpticalCorrection = "WITHOUT_GLASSES" | "WITH_GLASSES" | "%future added value";
export type TestType = "ACT" | "AUTO_CS" | "AUTO_VA" | "CHART_CS" | "CHART_VA" | "COLOR_VISION" | "CT" | "FUSIONAL_RESERVE" | "READING" | "STEREO_ACUITY" | "WORTH_4_DOT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type resultVisit_visit$data = {
  readonly id: string;
  readonly testResults: ReadonlyArray<{
    readonly __typename: string;
    readonly binocular?: {
      readonly label?: string;
      readonly value: number;
    } | null | undefined;
    readonly binocularContrast?: {
      readonly value: number;
    } | null | undefined;
    readonly convergence?: number | null | undefined;
    readonly description?: string | null | undefined;
    readonly divergence?: number | null | undefined;
    readonly fixationDurationMs?: number | null | undefined;
    readonly horizontalDeviation?: number | null | undefined;
    readonly horizontalDirection?: string | null | undefined;
    readonly intermittent?: boolean | null | undefined;
    readonly leftEye?: {
      readonly label?: string;
      readonly value: number;
    } | null | undefined;
    readonly leftEyeContrast?: {
      readonly value: number;
    } | null | undefined;
    readonly negativeRecovery?: number | null | undefined;
    readonly normal?: boolean | null | undefined;
    readonly opticalCorrection: OpticalCorrection;
    readonly outcome: string;
    readonly percentRegressions?: number | null | undefined;
    readonly positiveRecovery?: number | null | undefined;
    readonly readingLanguage?: string | null | undefined;
    readonly readingRate?: number | null | undefined;
    readonly result?: string | null | undefined;
    readonly rightEye?: {
      readonly label?: string;
      readonly value: number;
    } | null | undefined;
    readonly rightEyeContrast?: {
      readonly value: number;
    } | null | undefined;
    readonly selectedByUser?: boolean | null | undefined;
    readonly succeeded: boolean;
    readonly testType: TestType;
    readonly textLevel?: number | null | undefined;
    readonly totalFixations?: number | null | undefined;
    readonly verticalDeviation?: number | null | undefined;
    readonly verticalDirection?: string | null | undefined;
  }>;
  readonly visitDate: string;
  readonly " $fragmentType": "resultVisit_visit";
};
export type resultVisit_visit$key = {
  readonly " $data"?: resultVisit_visit$data;
  readonly " $fragmentSpreads": FragmentRefs<"resultVisit_visit">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "resultVisit_visit"
};

(node as any).hash = "cd6e74c19d3b661c8a9445bb70a9fb5c";

export default node;
