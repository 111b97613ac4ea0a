/**
 * @generated SignedSource<<4152ff9ef34ccdc9a2fe621657234642>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PendingUsersTable_pendingUsers$data = ReadonlyArray<{
  readonly email: string;
  readonly firstName: string;
  readonly id: string;
  readonly lastName: string;
  readonly phoneNumber: string | null | undefined;
  readonly siteName: string | null | undefined;
  readonly " $fragmentType": "PendingUsersTable_pendingUsers";
}>;
export type PendingUsersTable_pendingUsers$key = ReadonlyArray<{
  readonly " $data"?: PendingUsersTable_pendingUsers$data;
  readonly " $fragmentSpreads": FragmentRefs<"PendingUsersTable_pendingUsers">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "PendingUsersTable_pendingUsers",
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
      "name": "siteName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phoneNumber",
      "storageKey": null
    }
  ],
  "type": "PendingUser",
  "abstractKey": null
};

(node as any).hash = "10b83523c88f375f437fffac4f15ef55";

export default node;
