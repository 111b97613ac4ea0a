/**
 * @generated SignedSource<<90194e1ea52bab5aa52a3f41642c118c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AttentionReasonKind = "FAILED_NOT_RETAKEN" | "NO_RECENT_TEST" | "OVERDUE" | "WORSENED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AttentionPanel_query$data = {
  readonly doctorWorkspace?: {
    readonly attention: {
      readonly countsByReason: ReadonlyArray<{
        readonly count: number;
        readonly kind: AttentionReasonKind;
      }>;
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly patient: {
            readonly id: string;
          };
          readonly " $fragmentSpreads": FragmentRefs<"AttentionEntryRow_entry">;
        };
      }>;
      readonly totalCount: number;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "AttentionPanel_query";
};
export type AttentionPanel_query$key = {
  readonly " $data"?: AttentionPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AttentionPanel_query">;
};

import AttentionPanelPaginationQuery_graphql from './AttentionPanelPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "doctorWorkspace",
  "attention"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 10,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "kind": "RootArgument",
      "name": "isDoctor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "reason"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": AttentionPanelPaginationQuery_graphql
    }
  },
  "name": "AttentionPanel_query",
  "selections": [
    {
      "condition": "isDoctor",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DoctorWorkspace",
          "kind": "LinkedField",
          "name": "doctorWorkspace",
          "plural": false,
          "selections": [
            {
              "alias": "attention",
              "args": [
                {
                  "kind": "Variable",
                  "name": "reason",
                  "variableName": "reason"
                }
              ],
              "concreteType": "AttentionConnection",
              "kind": "LinkedField",
              "name": "__AttentionPanel_attention_connection",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "totalCount",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "AttentionReasonCount",
                  "kind": "LinkedField",
                  "name": "countsByReason",
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
                      "name": "count",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "AttentionEdge",
                  "kind": "LinkedField",
                  "name": "edges",
                  "plural": true,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "AttentionEntry",
                      "kind": "LinkedField",
                      "name": "node",
                      "plural": false,
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "concreteType": "Patient",
                          "kind": "LinkedField",
                          "name": "patient",
                          "plural": false,
                          "selections": [
                            {
                              "alias": null,
                              "args": null,
                              "kind": "ScalarField",
                              "name": "id",
                              "storageKey": null
                            }
                          ],
                          "storageKey": null
                        },
                        {
                          "args": null,
                          "kind": "FragmentSpread",
                          "name": "AttentionEntryRow_entry"
                        },
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "__typename",
                          "storageKey": null
                        }
                      ],
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "cursor",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "PageInfo",
                  "kind": "LinkedField",
                  "name": "pageInfo",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "endCursor",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "hasNextPage",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "0817edf0b7e0f472e08863a3df87ecff";

export default node;
