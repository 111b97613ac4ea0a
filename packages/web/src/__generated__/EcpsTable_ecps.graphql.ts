/**
 * @generated SignedSource<<f43f77d196d804e57cee56d45dac0694>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Profession = "ADMINISTRATIVE" | "MD" | "OPHTHALMOLOGIST" | "OPTICIAN" | "OPTOMETRIST" | "ORTHOPTIST" | "OTHER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EcpsTable_ecps$data = ReadonlyArray<{
  readonly awaitingApproval: boolean;
  readonly email: string;
  readonly firstName: string;
  readonly id: string;
  readonly isSiteAdmin: boolean;
  readonly lastName: string;
  readonly locked: boolean;
  readonly messageable: boolean;
  readonly pending: boolean;
  readonly profession: Profession | null | undefined;
  readonly siteName: string | null | undefined;
  readonly version: string;
  readonly viewerCanLock: boolean;
  readonly " $fragmentType": "EcpsTable_ecps";
}>;
export type EcpsTable_ecps$key = ReadonlyArray<{
  readonly " $data"?: EcpsTable_ecps$data;
  readonly " $fragmentSpreads": FragmentRefs<"EcpsTable_ecps">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "EcpsTable_ecps",
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
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
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
      "name": "profession",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "siteName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSiteAdmin",
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
      "name": "viewerCanLock",
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
      "name": "awaitingApproval",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "messageable",
      "storageKey": null
    }
  ],
  "type": "Ecp",
  "abstractKey": null
};

(node as any).hash = "532b7c9f571b4f720659120cdde00a48";

export default node;
