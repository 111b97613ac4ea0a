/**
 * @generated SignedSource<<cf33b3561ca211613d34da84f59ab4a3>>
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AdminConsole",
  "abstractKey": null
};

(node as any).hash = "303d021dcd80a627758a48be3e7823a6";

export default node;
