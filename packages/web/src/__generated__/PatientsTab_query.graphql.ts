/**
 * @generated SignedSource<<78e57272054c48ccb487a93f555ae515>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GenderChoice = "FEMALE" | "MALE" | "NOT_RECORDED" | "OTHER" | "%future added value";
export type VisitAdherence = "MISSED_MORE_THAN_THRESHOLD" | "ON_TRACK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PatientsTab_query$data = {
  readonly doctorWorkspace?: {
    readonly patientCounts: {
      readonly " $fragmentSpreads": FragmentRefs<"PatientStatusToggles_counts">;
    } | null | undefined;
    readonly patients: {
      readonly __id: string;
      readonly adherenceFacets: ReadonlyArray<{
        readonly adherence: VisitAdherence;
        readonly count: number;
      }>;
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly " $fragmentSpreads": FragmentRefs<"PatientsTable_patients">;
        };
      }>;
      readonly genderFacets: ReadonlyArray<{
        readonly count: number;
        readonly gender: GenderChoice;
      }>;
      readonly totalCount: number;
    } | null | undefined;
  } | null | undefined;
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"DashboardTabs_viewer">;
  } | null | undefined;
  readonly " $fragmentType": "PatientsTab_query";
};
export type PatientsTab_query$key = {
  readonly " $data"?: PatientsTab_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PatientsTab_query">;
};

import PatientsTabPaginationQuery_graphql from './PatientsTabPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "doctorWorkspace",
  "patients"
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
    },
    {
      "defaultValue": "ALL",
      "kind": "LocalArgument",
      "name": "status"
    },
    {
      "defaultValue": "ALL",
      "kind": "LocalArgument",
      "name": "visitPeriod"
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
      "operation": PatientsTabPaginationQuery_graphql
    }
  },
  "name": "PatientsTab_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Viewer",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DashboardTabs_viewer"
        }
      ],
      "storageKey": null
    },
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
              "alias": null,
              "args": null,
              "concreteType": "PatientCounts",
              "kind": "LinkedField",
              "name": "patientCounts",
              "plural": false,
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "PatientStatusToggles_counts"
                }
              ],
              "storageKey": null
            },
            {
              "alias": "patients",
              "args": null,
              "concreteType": "PatientConnection",
              "kind": "LinkedField",
              "name": "__PatientsTab_patients_connection",
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
                          "name": "PatientsTable_patients"
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
                },
                {
                  "kind": "ClientExtension",
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "__id",
                      "storageKey": null
                    }
                  ]
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

(node as any).hash = "8bbadb7850f60bffd16b7eb5e7048bfe";

export default node;
