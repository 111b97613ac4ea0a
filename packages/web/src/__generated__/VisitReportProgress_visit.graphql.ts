/**
 * @generated SignedSource<<1acc5a331e781baa1e163f44cd4e91af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VisitReportProgress_visit$data = {
  readonly progress: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ProgressSummaryTable_progress">;
  }>;
  readonly " $fragmentType": "VisitReportProgress_visit";
};
export type VisitReportProgress_visit$key = {
  readonly " $data"?: VisitReportProgress_visit$data;
  readonly " $fragmentSpreads": FragmentRefs<"VisitReportProgress_visit">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VisitReportProgress_visit",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MeasureProgress",
      "kind": "LinkedField",
      "name": "progress",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ProgressSummaryTable_progress"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Visit",
  "abstractKey": null
};

(node as any).hash = "da1f6e9cc07c7203ce0dfba024bd8e9a";

export default node;
