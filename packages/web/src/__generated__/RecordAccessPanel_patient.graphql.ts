/**
 * @generated SignedSource<<5ab42e0d4cbc44a6833025fdc797c075>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RecordAccessAction = "ADDED_VISIT" | "CHANGED" | "CREATED" | "OPENED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RecordAccessPanel_patient$data = {
  readonly accessLog: ReadonlyArray<{
    readonly action: RecordAccessAction;
    readonly actorName: string | null | undefined;
    readonly at: string;
  }> | null | undefined;
  readonly " $fragmentType": "RecordAccessPanel_patient";
};
export type RecordAccessPanel_patient$key = {
  readonly " $data"?: RecordAccessPanel_patient$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecordAccessPanel_patient">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecordAccessPanel_patient",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 8
        }
      ],
      "concreteType": "RecordAccess",
      "kind": "LinkedField",
      "name": "accessLog",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "action",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "actorName",
          "storageKey": null
        }
      ],
      "storageKey": "accessLog(first:8)"
    }
  ],
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "d10a0a87f37e6febf2f5f5b1fb509639";

export default node;
