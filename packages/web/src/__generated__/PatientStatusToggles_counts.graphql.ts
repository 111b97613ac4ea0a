/**
 * @generated SignedSource<<cb3d9d5b6dd692b13e1500773b3d865a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PatientStatusToggles_counts$data = {
  readonly active: number;
  readonly adults: number;
  readonly children: number;
  readonly locked: number;
  readonly overdue: number;
  readonly pending: number;
  readonly tested: number;
  readonly " $fragmentType": "PatientStatusToggles_counts";
};
export type PatientStatusToggles_counts$key = {
  readonly " $data"?: PatientStatusToggles_counts$data;
  readonly " $fragmentSpreads": FragmentRefs<"PatientStatusToggles_counts">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PatientStatusToggles_counts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "children",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "adults",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pending",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tested",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "overdue",
      "storageKey": null
    }
  ],
  "type": "PatientCounts",
  "abstractKey": null
};

(node as any).hash = "cb1513e65f1c6ca394598e1d15e775d0";

export default node;
