/**
 * @generated SignedSource<<ab0a0afa4cde2086052188d9fb097245>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VisitHistoryRow_visit$data = {
  readonly id: string;
  readonly reports: ReadonlyArray<{
    readonly downloadUrl: string | null | undefined;
    readonly expiresAt: string | null | undefined;
    readonly fileName: string;
  }>;
  readonly resultCount: number;
  readonly testCount: number;
  readonly visitDate: string;
  readonly " $fragmentType": "VisitHistoryRow_visit";
};
export type VisitHistoryRow_visit$key = {
  readonly " $data"?: VisitHistoryRow_visit$data;
  readonly " $fragmentSpreads": FragmentRefs<"VisitHistoryRow_visit">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VisitHistoryRow_visit",
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
      "name": "visitDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "testCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resultCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VisitReport",
      "kind": "LinkedField",
      "name": "reports",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "downloadUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiresAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Visit",
  "abstractKey": null
};

(node as any).hash = "b3c4672b580c8d0a387a3293fcd4e841";

export default node;
