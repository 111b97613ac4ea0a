/**
 * @generated SignedSource<<e9fb8cdf3dcad8be451a33fd60a159bc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "DOCTOR" | "SUPER_ADMIN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type Navbar_viewer$data = {
  readonly fullName: string;
  readonly isSiteAdmin: boolean;
  readonly lastLoginAt: string | null | undefined;
  readonly role: Role;
  readonly " $fragmentType": "Navbar_viewer";
};
export type Navbar_viewer$key = {
  readonly " $data"?: Navbar_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"Navbar_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Navbar_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fullName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastLoginAt",
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
      "name": "role",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "450f9fd2ddd9b00498afc632c6d61d98";

export default node;
