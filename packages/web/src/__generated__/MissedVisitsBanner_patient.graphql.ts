/**
 * @generated SignedSource<<41f53f70ace5771549f0b17913f9124e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MissedVisitsBanner_patient$data = {
  readonly fullName: string;
  readonly id: string;
  readonly " $fragmentType": "MissedVisitsBanner_patient";
};
export type MissedVisitsBanner_patient$key = {
  readonly " $data"?: MissedVisitsBanner_patient$data;
  readonly " $fragmentSpreads": FragmentRefs<"MissedVisitsBanner_patient">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MissedVisitsBanner_patient",
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
      "name": "fullName",
      "storageKey": null
    }
  ],
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "dfd3bf47553e1765b2edafdbe36fe029";

export default node;
