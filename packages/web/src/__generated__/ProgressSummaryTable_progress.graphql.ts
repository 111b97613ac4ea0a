/**
 * @generated SignedSource<<909bc395b6cfdde7ea39014402e4ce2e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OpticalCorrection = "WITHOUT_GLASSES" | "WITH_GLASSES" | "%future added value";
export type ProgressBetterWhen = "HIGHER" | "LOWER" | "%future added value";
export type ProgressDirection = "BETTER" | "UNCHANGED" | "WORSE" | "%future added value";
export type ProgressMeasure = "ACT_HORIZONTAL_DEVIATION" | "CHART_VA_LEFT_EYE" | "CHART_VA_RIGHT_EYE" | "FUSIONAL_CONVERGENCE" | "FUSIONAL_DIVERGENCE" | "STEREO_ACUITY" | "%future added value";
export type ProgressUnit = "ARCSEC" | "LOG_MAR" | "PRISM_DIOPTRES" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProgressSummaryTable_progress$data = ReadonlyArray<{
  readonly best: {
    readonly deviationDirection: string | null | undefined;
    readonly value: number | null | undefined;
    readonly visitDate: string;
  };
  readonly betterWhen: ProgressBetterWhen;
  readonly change: number | null | undefined;
  readonly direction: ProgressDirection;
  readonly first: {
    readonly deviationDirection: string | null | undefined;
    readonly value: number | null | undefined;
    readonly visitDate: string;
  };
  readonly latest: {
    readonly deviationDirection: string | null | undefined;
    readonly value: number | null | undefined;
    readonly visitDate: string;
  };
  readonly measure: ProgressMeasure;
  readonly opticalCorrection: OpticalCorrection;
  readonly series: ReadonlyArray<{
    readonly value: number | null | undefined;
  }>;
  readonly unit: ProgressUnit;
  readonly " $fragmentType": "ProgressSummaryTable_progress";
}>;
export type ProgressSummaryTable_progress$key = ReadonlyArray<{
  readonly " $data"?: ProgressSummaryTable_progress$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProgressSummaryTable_progress">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "visitDate",
    "storageKey": null
  },
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "deviationDirection",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ProgressSummaryTable_progress",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "measure",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "opticalCorrection",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "betterWhen",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProgressReading",
      "kind": "LinkedField",
      "name": "first",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProgressReading",
      "kind": "LinkedField",
      "name": "best",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProgressReading",
      "kind": "LinkedField",
      "name": "latest",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "change",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "direction",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProgressReading",
      "kind": "LinkedField",
      "name": "series",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "MeasureProgress",
  "abstractKey": null
};
})();

(node as any).hash = "9a0e501aee0d18e5b4dfb94796e38d0d";

export default node;
