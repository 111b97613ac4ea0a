/**
 * @generated SignedSource<<a55d18c3ff63dd1b26841e0921d90e9e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProgressAtAGlancePanel_patient$data = {
  readonly progress: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ProgressSummaryTable_progress">;
  }>;
  readonly " $fragmentType": "ProgressAtAGlancePanel_patient";
};
export type ProgressAtAGlancePanel_patient$key = {
  readonly " $data"?: ProgressAtAGlancePanel_patient$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProgressAtAGlancePanel_patient">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProgressAtAGlancePanel_patient",
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
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "92830afe00203ef1de24cbffc113e3cf";

export default node;
