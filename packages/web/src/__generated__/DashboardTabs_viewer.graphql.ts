/**
 * @generated SignedSource<<95ac006831c6898450394f9cf63c8401>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "DOCTOR" | "SUPER_ADMIN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DashboardTabs_viewer$data = {
  readonly counts: {
    readonly admins: number | null | undefined;
    readonly archivedPatients: number | null | undefined;
    readonly devices: number | null | undefined;
    readonly ecps: number | null | undefined;
    readonly patients: number | null | undefined;
    readonly pendingUsers: number | null | undefined;
    readonly sites: number | null | undefined;
    readonly versions: number | null | undefined;
  };
  readonly role: Role;
  readonly " $fragmentType": "DashboardTabs_viewer";
};
export type DashboardTabs_viewer$key = {
  readonly " $data"?: DashboardTabs_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardTabs_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardTabs_viewer",
  "selections": [
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
      "concreteType": "ViewerCounts",
      "kind": "LinkedField",
      "name": "counts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "patients",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "archivedPatients",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ecps",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sites",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "devices",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "admins",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "versions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pendingUsers",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "c8b83dc6b2e2b25ecb05f5ec9c43b496";

export default node;
