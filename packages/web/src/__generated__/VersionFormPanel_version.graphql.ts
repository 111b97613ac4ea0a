/**
 * @generated SignedSource<<1f71a44aa19efeac7798f3340798bb99>>
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

(node as any).hash = "7f7716a265f6b9a0ad1910fadcf5f18d";

export default node;
