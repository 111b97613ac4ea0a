/**
 * @generated SignedSource<<38efc92e1b2c02cef3f992bb59bc2756>>
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
  readonly " $fragmentSpreads": FragmentRefs<"SiteAdminSettings_viewer">;
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SiteAdminSettings_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "b1fd071c3c12cb6b132fc72a9a26dc0c";

export default node;
