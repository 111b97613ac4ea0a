/**
 * @generated SignedSource<<8926474c5fbc621f180b5ccd5f1ddf0a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GenderChoice = "FEMALE" | "MALE" | "NOT_RECORDED" | "OTHER" | "%future added value";
export type VisitAdherence = "MISSED_MORE_THAN_THRESHOLD" | "ON_TRACK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ArchiveTab_query$data = {
  readonly doctorWorkspace?: {
    readonly archivedPatients: {
      readonly adherenceFacets: ReadonlyArray<{
        readonly adherence: VisitAdherence;
        readonly count: number;
      }>;
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly " $fragmentSpreads": FragmentRefs<"ArchiveTable_patients">;
        };
      }>;
      readonly genderFacets: ReadonlyArray<{
        readonly count: number;
        readonly gender: GenderChoice;
      }>;
      readonly totalCount: number;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "ArchiveTab_query";
};
export type ArchiveTab_query$key = {
  readonly " $data"?: ArchiveTab_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArchiveTab_query">;
};

import ArchiveTabPaginationQuery_graphql from './ArchiveTabPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "doctorWorkspace",
  "archivedPatients"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "adherence"
    },
    {
      "defaultValue": 14,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "dateConditions"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "genders"
    },
    {
      "kind": "RootArgument",
      "name": "isDoctor"
    },
    {
      "defaultValue": 0,
      "kind": "LocalArgument",
      "name": "offset"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "orderBy"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "search"
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
      "operation": ArchiveTabPaginationQuery_graphql
    }
  },
  "name": "ArchiveTab_query",
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
              "alias": "archivedPatients",
              "args": null,
              "concreteType": "PatientConnection",
              "kind": "LinkedField",
              "name": "__ArchiveTab_archivedPatients_connection",
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
                  "concreteType": "GenderFacet",
                  "kind": "LinkedField",
                  "name": "genderFacets",
                  "plural": true,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "gender",
                      "storageKey": null
                    },
                    (v1/*:: as any*/)
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "AdherenceFacet",
                  "kind": "LinkedField",
                  "name": "adherenceFacets",
                  "plural": true,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "adherence",
                      "storageKey": null
                    },
                    (v1/*:: as any*/)
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "PatientEdge",
                  "kind": "LinkedField",
                  "name": "edges",
                  "plural": true,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "Patient",
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
                          "args": null,
                          "kind": "FragmentSpread",
                          "name": "ArchiveTable_patients"
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

(node as any).hash = "4fd7818a486cd47ba40ac7875e6f7c47";

export default node;
