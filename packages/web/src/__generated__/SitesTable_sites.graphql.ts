/**
 * @generated SignedSource<<0bafe2d7b23561e9e468bdd6adbb7002>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SitesTable_sites$data = ReadonlyArray<{
  readonly awaitingApproval: boolean;
  readonly backUpData: boolean;
  readonly city: string | null | undefined;
  readonly country: string | null | undefined;
  readonly deviceCount: number;
  readonly ecpCount: number;
  readonly email: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly phoneNumber: string | null | undefined;
  readonly " $fragmentType": "SitesTable_sites";
}>;
export type SitesTable_sites$key = ReadonlyArray<{
  readonly " $data"?: SitesTable_sites$data;
  readonly " $fragmentSpreads": FragmentRefs<"SitesTable_sites">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "SitesTable_sites",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phoneNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ecpCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deviceCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "backUpData",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "awaitingApproval",
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "c074b08aa0430e2ff9452afa19d8f327";

export default node;
