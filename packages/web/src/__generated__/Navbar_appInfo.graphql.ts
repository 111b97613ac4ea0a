/**
 * @generated SignedSource<<77de48955e7eefd63dfe89874234cb75>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Navbar_appInfo$data = {
  readonly version: string;
  readonly " $fragmentType": "Navbar_appInfo";
};
export type Navbar_appInfo$key = {
  readonly " $data"?: Navbar_appInfo$data;
  readonly " $fragmentSpreads": FragmentRefs<"Navbar_appInfo">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Navbar_appInfo",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    }
  ],
  "type": "AppInfo",
  "abstractKey": null
};

(node as any).hash = "05b6d1b0cd6bdbf647332710d597d5b8";

export default node;
