/**
 * @generated SignedSource<<f31bcf21516e524ae298306bc941ef88>>
 * @relayHash ae023de0b564e59d38a66ed15bc2d163
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 46e9da976580b557b5e6517fa9a3de38b8091f7c4b0bfdec03fa332ae51fcc7e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DateComparison = "AFTER" | "BEFORE" | "ON" | "%future added value";
export type GenderChoice = "FEMALE" | "MALE" | "NOT_RECORDED" | "OTHER" | "%future added value";
export type PatientDateField = "BIRTHDATE" | "LAST_VISIT" | "NEXT_VISIT" | "%future added value";
export type PatientStatusFilter = "ADULTS" | "ALL" | "CHILDREN" | "LOCKED" | "OVERDUE" | "PENDING" | "TESTED" | "%future added value";
export type VisitAdherence = "MISSED_MORE_THAN_THRESHOLD" | "ON_TRACK" | "%future added value";
export type VisitPeriod = "ALL" | "DAY" | "MONTH" | "WEEK" | "YEAR" | "%future added value";
export type PatientDateCondition = {
  comparison: DateComparison;
  date: string;
  field: PatientDateField;
};
export type PatientsTabQuery$variables = {
  adherence?: ReadonlyArray<VisitAdherence> | null | undefined;
  dateConditions?: ReadonlyArray<PatientDateCondition> | null | undefined;
  genders?: ReadonlyArray<GenderChoice> | null | undefined;
  isDoctor: boolean;
  search?: string | null | undefined;
  status: PatientStatusFilter;
  visitPeriod: VisitPeriod;
};
export type PatientsTabQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AttentionPanel_query" | "PatientsTab_query">;
};
export type PatientsTabQuery = {
  response: PatientsTabQuery$data;
  variables: PatientsTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "adherence"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dateConditions"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "genders"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "isDoctor"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "visitPeriod"
},
v7 = {
  "kind": "Variable",
  "name": "adherence",
  "variableName": "adherence"
},
v8 = {
  "kind": "Variable",
  "name": "dateConditions",
  "variableName": "dateConditions"
},
v9 = {
  "kind": "Variable",
  "name": "genders",
  "variableName": "genders"
},
v10 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v11 = {
  "kind": "Variable",
  "name": "status",
  "variableName": "status"
},
v12 = {
  "kind": "Variable",
  "name": "visitPeriod",
  "variableName": "visitPeriod"
},
v13 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextVisitDate",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "daysOverdue",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v23 = {
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
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locked",
  "storageKey": null
},
v25 = [
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 14
  },
  (v9/*:: as any*/),
  {
    "kind": "Literal",
    "name": "offset",
    "value": 0
  },
  (v10/*:: as any*/),
  (v11/*:: as any*/),
  (v12/*:: as any*/)
],
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "gender",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PatientsTabQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AttentionPanel_query"
      },
      {
        "args": [
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "PatientsTab_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v6/*:: as any*/),
      (v5/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PatientsTabQuery",
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
                "alias": null,
                "args": (v13/*:: as any*/),
                "concreteType": "AttentionConnection",
                "kind": "LinkedField",
                "name": "attention",
                "plural": false,
                "selections": [
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AttentionReasonCount",
                    "kind": "LinkedField",
                    "name": "countsByReason",
                    "plural": true,
                    "selections": [
                      (v15/*:: as any*/),
                      (v16/*:: as any*/)
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
                              (v17/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "version",
                                "storageKey": null
                              },
                              (v18/*:: as any*/),
                              (v19/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "AttentionReason",
                            "kind": "LinkedField",
                            "name": "reasons",
                            "plural": true,
                            "selections": [
                              (v15/*:: as any*/),
                              (v19/*:: as any*/),
                              (v20/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "lastTestAt",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "daysWithoutTest",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "measure",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "correction",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "unit",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "previous",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "latest",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "previousDate",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "threshold",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "testType",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "failedAt",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "outcome",
                                "storageKey": null
                              }
                            ],
                            "storageKey": null
                          },
                          (v21/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v22/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v23/*:: as any*/)
                ],
                "storageKey": "attention(first:10)"
              },
              {
                "alias": null,
                "args": (v13/*:: as any*/),
                "filters": [
                  "reason"
                ],
                "handle": "connection",
                "key": "AttentionPanel_attention",
                "kind": "LinkedHandle",
                "name": "attention"
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PatientCounts",
                "kind": "LinkedField",
                "name": "patientCounts",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "active",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "children",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "adults",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pending",
                    "storageKey": null
                  },
                  (v24/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tested",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "overdue",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v25/*:: as any*/),
                "concreteType": "PatientConnection",
                "kind": "LinkedField",
                "name": "patients",
                "plural": false,
                "selections": [
                  (v14/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "GenderFacet",
                    "kind": "LinkedField",
                    "name": "genderFacets",
                    "plural": true,
                    "selections": [
                      (v26/*:: as any*/),
                      (v16/*:: as any*/)
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
                      (v16/*:: as any*/)
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
                          (v17/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "firstName",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "lastName",
                            "storageKey": null
                          },
                          (v18/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "accountStatus",
                            "storageKey": null
                          },
                          (v24/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "lastVisit",
                            "storageKey": null
                          },
                          (v19/*:: as any*/),
                          (v20/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "missedMoreThanThreshold",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "PatientPersonalInfo",
                            "kind": "LinkedField",
                            "name": "personal",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "socialId",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "birthdate",
                                "storageKey": null
                              },
                              (v26/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v21/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v22/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v23/*:: as any*/),
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
              },
              {
                "alias": null,
                "args": (v25/*:: as any*/),
                "filters": [],
                "handle": "connection",
                "key": "PatientsTab_patients",
                "kind": "LinkedHandle",
                "name": "patients"
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ViewerCounts",
            "kind": "LinkedField",
            "name": "counts",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "patients",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "archivedPatients",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ecps",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sites",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "devices",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "admins",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "versions",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pendingUsers",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v17/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "46e9da976580b557b5e6517fa9a3de38b8091f7c4b0bfdec03fa332ae51fcc7e",
    "metadata": {},
    "name": "PatientsTabQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e6bdd68c598d1e8f4b3b4860e07815fc";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
