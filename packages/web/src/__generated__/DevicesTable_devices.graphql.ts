/**
 * @generated SignedSource<<c79cd972a3051126650df7fe3f84d467>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeviceComponentKind = "EMITTER_FIRMWARE" | "ES_APP" | "ET_FIRMWARE" | "TEAM_VIEWER" | "WINDOWS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DevicesTable_devices$data = ReadonlyArray<{
  readonly components: ReadonlyArray<{
    readonly installedVersion: string | null | undefined;
    readonly kind: DeviceComponentKind;
    readonly needsUpdate: boolean;
  }>;
  readonly hasError: boolean;
  readonly id: string;
  readonly lastRun: string | null | undefined;
  readonly location: string | null | undefined;
  readonly serialNumber: string;
  readonly siteName: string | null | undefined;
  readonly systemStatus: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceInfoPanel_device">;
  readonly " $fragmentType": "DevicesTable_devices";
}>;
export type DevicesTable_devices$key = ReadonlyArray<{
  readonly " $data"?: DevicesTable_devices$data;
  readonly " $fragmentSpreads": FragmentRefs<"DevicesTable_devices">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "DevicesTable_devices",
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
      "name": "serialNumber",
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
      "name": "location",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastRun",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "systemStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasError",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DeviceComponent",
      "kind": "LinkedField",
      "name": "components",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "installedVersion",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "needsUpdate",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeviceInfoPanel_device"
    }
  ],
  "type": "Device",
  "abstractKey": null
};

(node as any).hash = "afd5cb576e1e9a92ce172298c675088c";

export default node;
