/**
 * @generated SignedSource<<f8baeeb1084e7b7b039131227a951bb0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeviceComponentKind = "EMITTER_FIRMWARE" | "ES_APP" | "ET_FIRMWARE" | "TEAM_VIEWER" | "WINDOWS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DeviceInfoPanel_device$data = {
  readonly components: ReadonlyArray<{
    readonly installedVersion: string | null | undefined;
    readonly kind: DeviceComponentKind;
    readonly latestVersion: string | null | undefined;
    readonly needsUpdate: boolean;
  }>;
  readonly dateOfActivation: string | null | undefined;
  readonly errors: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly date: string;
        readonly message: string;
      };
    }>;
  };
  readonly hasError: boolean;
  readonly id: string;
  readonly keyIssuedAt: string | null | undefined;
  readonly keyPrefix: string | null | undefined;
  readonly keyRevokedAt: string | null | undefined;
  readonly lastRun: string | null | undefined;
  readonly lastSeen: string | null | undefined;
  readonly location: string | null | undefined;
  readonly offline: boolean;
  readonly serialNumber: string;
  readonly siteName: string | null | undefined;
  readonly systemStatus: string | null | undefined;
  readonly teamViewerID: string | null | undefined;
  readonly " $fragmentType": "DeviceInfoPanel_device";
};
export type DeviceInfoPanel_device$key = {
  readonly " $data"?: DeviceInfoPanel_device$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceInfoPanel_device">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceInfoPanel_device",
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
      "name": "lastSeen",
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
      "name": "keyPrefix",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "keyIssuedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "keyRevokedAt",
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
      "name": "dateOfActivation",
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
      "kind": "ScalarField",
      "name": "teamViewerID",
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
          "name": "latestVersion",
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
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 25
        }
      ],
      "concreteType": "DeviceErrorConnection",
      "kind": "LinkedField",
      "name": "errors",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DeviceErrorEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "DeviceError",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "date",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "message",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "errors(first:25)"
    }
  ],
  "type": "Device",
  "abstractKey": null
};

(node as any).hash = "6a1c5f2e69d59fd9929cd492529e25b0";

export default node;
