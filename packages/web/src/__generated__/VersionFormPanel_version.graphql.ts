/**
 * @generated SignedSource<<bfca2f26b7d9b1a47247d25a0d340661>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VersionType = "EMITTER" | "ESAPP" | "ET" | "TV" | "WIN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VersionFormPanel_version$data = {
  readonly forceUpdate: boolean;
  readonly id: string;
  readonly type: VersionType;
  readonly url: string;
  readonly version: string;
  readonly versionNumber: string;
  readonly " $fragmentType": "VersionFormPanel_version";
};
export type VersionFormPanel_version$key = {
  readonly " $data"?: VersionFormPanel_version$data;
  readonly " $fragmentSpreads": FragmentRefs<"VersionFormPanel_version">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VersionFormPanel_version",
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
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "versionNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "forceUpdate",
      "storageKey": null
    }
  ],
  "type": "SoftwareVersion",
  "abstractKey": null
};

(node as any).hash = "b2aa38760a8697f91256ab71127bac50";

export default node;
