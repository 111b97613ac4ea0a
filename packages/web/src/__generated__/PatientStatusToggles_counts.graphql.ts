/**
 * @generated SignedSource<<6b54f9a9ed0b7c3169ec03c3a25a7e8b>>
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
    }
  ],
  "type": "PatientCounts",
  "abstractKey": null
};

(node as any).hash = "b29c796eb11ac7b634c3f1259db644fc";

export default node;
