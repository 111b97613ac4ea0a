/**
 * @generated SignedSource<<b4287c48b376a2510708732a4757a30b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "DOCTOR" | "SUPER_ADMIN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminsTable_admins$data = ReadonlyArray<{
  readonly email: string;
  readonly fullName: string;
  readonly id: string;
  readonly internalID: string;
  readonly locked: boolean;
  readonly pending: boolean;
  readonly phoneNumber: string | null | undefined;
  readonly role: Role;
  readonly twoFactorEnabled: boolean;
  readonly version: string;
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
      "name": "version",
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
      "name": "role",
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

(node as any).hash = "40df7c3e028187ec840aebbf67b336c4";

export default node;
