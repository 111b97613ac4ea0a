/**
 * @generated SignedSource<<ecc8785dfd46ebb7efb3c015c3834315>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FleetCounters_console$data = {
  readonly fleetCounters: {
    readonly needingUpdate: number;
    readonly offline: number;
    readonly offlineAfterDays: number;
    readonly total: number;
    readonly withErrors: number;
  } | null | undefined;
  readonly " $fragmentType": "FleetCounters_console";
};
export type FleetCounters_console$key = {
  readonly " $data"?: FleetCounters_console$data;
  readonly " $fragmentSpreads": FragmentRefs<"FleetCounters_console">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FleetCounters_console",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FleetCounters",
      "kind": "LinkedField",
      "name": "fleetCounters",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "needingUpdate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "withErrors",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "offline",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "offlineAfterDays",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AdminConsole",
  "abstractKey": null
};

(node as any).hash = "4362acf3b54288c1ad00f011667abba2";

export default node;
