/**
 * @generated SignedSource<<58c6be7a94876839f36b109e1a966007>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LastVisitsSummary_patient$data = {
  readonly lastVisits: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly nextVisit: string | null | undefined;
        readonly resultCount: number;
        readonly testCount: number;
        readonly visitDate: string;
      };
    }>;
  } | null | undefined;
  readonly " $fragmentType": "LastVisitsSummary_patient";
};
export type LastVisitsSummary_patient$key = {
  readonly " $data"?: LastVisitsSummary_patient$data;
  readonly " $fragmentSpreads": FragmentRefs<"LastVisitsSummary_patient">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LastVisitsSummary_patient",
  "selections": [
    {
      "alias": "lastVisits",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 3
        }
      ],
      "concreteType": "VisitConnection",
      "kind": "LinkedField",
      "name": "visits",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "VisitEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Visit",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                  "kind": "ScalarField",
                  "name": "nextVisit",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "visits(first:3)"
    }
  ],
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "f66361360822d54b8ef9860a5d0f3bca";

export default node;
