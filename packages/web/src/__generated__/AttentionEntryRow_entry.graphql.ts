/**
 * @generated SignedSource<<1d55bb529d0a49bb7b7c0b75b5cffded>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AttentionReasonKind = "FAILED_NOT_RETAKEN" | "NO_RECENT_TEST" | "OVERDUE" | "WORSENED" | "%future added value";
export type OpticalCorrection = "WITHOUT_GLASSES" | "WITH_GLASSES" | "%future added value";
export type ProgressMeasure = "ACT_HORIZONTAL_DEVIATION" | "CHART_VA_LEFT_EYE" | "CHART_VA_RIGHT_EYE" | "FUSIONAL_CONVERGENCE" | "FUSIONAL_DIVERGENCE" | "STEREO_ACUITY" | "%future added value";
export type ProgressUnit = "ARCSEC" | "LOG_MAR" | "PRISM_DIOPTRES" | "%future added value";
export type TestType = "ACT" | "AUTO_CS" | "AUTO_VA" | "CHART_CS" | "CHART_VA" | "COLOR_VISION" | "CT" | "FUSIONAL_RESERVE" | "READING" | "STEREO_ACUITY" | "WORTH_4_DOT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AttentionEntryRow_entry$data = {
  readonly patient: {
    readonly fullName: string;
    readonly id: string;
    readonly nextVisitDate: string | null | undefined;
    readonly version: string;
  };
  readonly reasons: ReadonlyArray<{
    readonly correction: OpticalCorrection | null | undefined;
    readonly daysOverdue: number | null | undefined;
    readonly daysWithoutTest: number | null | undefined;
    readonly failedAt: string | null | undefined;
    readonly kind: AttentionReasonKind;
    readonly lastTestAt: string | null | undefined;
    readonly latest: number | null | undefined;
    readonly measure: ProgressMeasure | null | undefined;
    readonly nextVisitDate: string | null | undefined;
    readonly outcome: string | null | undefined;
    readonly previous: number | null | undefined;
    readonly previousDate: string | null | undefined;
    readonly testType: TestType | null | undefined;
    readonly threshold: number | null | undefined;
    readonly unit: ProgressUnit | null | undefined;
  }>;
  readonly " $fragmentType": "AttentionEntryRow_entry";
};
export type AttentionEntryRow_entry$key = {
  readonly " $data"?: AttentionEntryRow_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"AttentionEntryRow_entry">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextVisitDate",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AttentionEntryRow_entry",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Patient",
      "kind": "LinkedField",
      "name": "patient",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "version",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AttentionReason",
      "kind": "LinkedField",
      "name": "reasons",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "daysOverdue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastTestAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "daysWithoutTest",
          "storageKey": null
        },
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
          "name": "correction",
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
          "name": "previous",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "latest",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "previousDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "threshold",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "testType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "failedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "outcome",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AttentionEntry",
  "abstractKey": null
};
})();

(node as any).hash = "4dc81eb08c5199c9b0c0b80106630bd7";

export default node;
