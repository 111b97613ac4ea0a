/**
 * @generated SignedSource<<6cfb4c6a43dc3a6e25bfe3e7a5ac73e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminsTable_admins$data = ReadonlyArray<{
  readonly email: string;
  readonly fullName: string;
  readonly id: string;
  readonly internalID: string;
  readonly locked: boolean;
  readonly pending: boolean;
  readonly phoneNumber: string | null | undefined;
  readonly twoFactorEnabled: boolean;
  readonly " $fragmentType": "AdminsTable_admins";
}>;
export type AdminsTable_admins$key = ReadonlyArray<{
  readonly " $data"?: AdminsTable_admins$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminsTable_admins">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "AdminsTable_admins",
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
      "name": "internalID",
      "storageKey": null
    },
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
      "name": "twoFactorEnabled",
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
      "name": "pending",
      "storageKey": null
    }
  ],
  "type": "Admin",
  "abstractKey": null
};

(node as any).hash = "b12299d410ab257e4257826f11f6fb57";

export default node;
