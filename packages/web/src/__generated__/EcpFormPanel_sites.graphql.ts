/**
 * @generated SignedSource<<1e10c8840ee4ed9111fa7b64fbfdcc8d>>
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
  readonly pending: boolean;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pending",
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "968448be923994777e7b171b734a62c1";

export default node;
