/**
 * @generated SignedSource<<685d511dea55c9a3ef5fc89b586567e1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EcpFormPanel_sites$data = ReadonlyArray<{
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "EcpFormPanel_sites";
}>;
export type EcpFormPanel_sites$key = ReadonlyArray<{
  readonly " $data"?: EcpFormPanel_sites$data;
  readonly " $fragmentSpreads": FragmentRefs<"EcpFormPanel_sites">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "EcpFormPanel_sites",
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
      "name": "name",
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "f7e5dc12b4fc2a78890ba278d65da11c";

export default node;
