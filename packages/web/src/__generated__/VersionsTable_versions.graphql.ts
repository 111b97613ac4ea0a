/**
 * @generated SignedSource<<649804d86bd67c497984d57a0315a97f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeviceComponentKind = "EMITTER_FIRMWARE" | "ES_APP" | "ET_FIRMWARE" | "TEAM_VIEWER" | "WINDOWS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VersionsTable_versions$data = ReadonlyArray<{
  readonly addedByName: string | null | undefined;
  readonly component: DeviceComponentKind;
  readonly createdAt: string;
  readonly forceUpdate: boolean;
  readonly id: string;
  readonly url: string;
  readonly versionNumber: string;
  readonly " $fragmentType": "VersionsTable_versions";
}>;
export type VersionsTable_versions$key = ReadonlyArray<{
  readonly " $data"?: VersionsTable_versions$data;
  readonly " $fragmentSpreads": FragmentRefs<"VersionsTable_versions">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "VersionsTable_versions",
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
      "name": "component",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "addedByName",
      "storageKey": null
    }
  ],
  "type": "SoftwareVersion",
  "abstractKey": null
};

(node as any).hash = "ab7686bece5dc9f927545d7eee10ffe5";

export default node;
