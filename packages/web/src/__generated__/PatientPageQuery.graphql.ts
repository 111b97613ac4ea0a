/**
 * @generated SignedSource<<05ed39ded5008c5e4be595ee2d4712c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PatientAccountStatus = "ACTIVE" | "COMPLETED" | "PENDING_PAIRING" | "%future added value";
export type Role = "ADMIN" | "DOCTOR" | "SUPER_ADMIN" | "%future added value";
export type PatientPageQuery$variables = {
  id: string;
};
export type PatientPageQuery$data = {
  readonly node: {
    readonly patient: {
      readonly accountStatus: PatientAccountStatus;
      readonly fullName: string;
      readonly id: string;
      readonly locked: boolean;
      readonly missedMoreThanThreshold: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"MissedVisitsBanner_patient" | "PatientSummaryPanel_patient" | "PatientVisitsSummary_patient" | "RecordAccessPanel_patient" | "TestResultsPanel_patient" | "VisitHistory_patient">;
    } | null | undefined;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
    readonly role: Role;
  } | null | undefined;
};
export type PatientPageQuery = {
  response: PatientPageQuery$data;
  variables: PatientPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accountStatus",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "locked",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "missedMoreThanThreshold",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastVisit",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "testCount",
  "storageKey": null
},
v11 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "visitDate",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "testType",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "outcome",
  "storageKey": null
},
v15 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "horizontalDeviation",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "horizontalDirection",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "verticalDeviation",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "verticalDirection",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "intermittent",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "selectedByUser",
    "storageKey": null
  }
],
v16 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  }
],
v17 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "VisualAcuity",
    "kind": "LinkedField",
    "name": "leftEye",
    "plural": false,
    "selections": (v16/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "VisualAcuity",
    "kind": "LinkedField",
    "name": "rightEye",
    "plural": false,
    "selections": (v16/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "VisualAcuity",
    "kind": "LinkedField",
    "name": "binocular",
    "plural": false,
    "selections": (v16/*:: as any*/),
    "storageKey": null
  }
],
v18 = [
  (v14/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "arcsec",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "plotted",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PatientPageQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v1/*:: as any*/),
                (v4/*:: as any*/),
                (v5/*:: as any*/),
                (v6/*:: as any*/),
                (v7/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "PatientSummaryPanel_patient"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "MissedVisitsBanner_patient"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "PatientVisitsSummary_patient"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "VisitHistory_patient"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "TestResultsPanel_patient"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "RecordAccessPanel_patient"
                }
              ],
              "type": "Patient",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "patient"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PatientPageQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v8/*:: as any*/),
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "age",
                "storageKey": null
              },
              (v9/*:: as any*/),
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
                    "name": "gender",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "birthdate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "phoneNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "notes",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PatientAddress",
                    "kind": "LinkedField",
                    "name": "address",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "street",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "apartment",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "city",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "state",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "country",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "zipCode",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "visitCount",
                "storageKey": null
              },
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nextVisitDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "treatmentDays",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "treatmentProgress",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "testsAtLastVisit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reportsAvailable",
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v11/*:: as any*/),
                "concreteType": "VisitConnection",
                "kind": "LinkedField",
                "name": "visits",
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
                          (v1/*:: as any*/),
                          (v12/*:: as any*/),
                          (v10/*:: as any*/),
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
                          },
                          (v8/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": null,
                            "kind": "LinkedField",
                            "name": "testResults",
                            "plural": true,
                            "selections": [
                              (v8/*:: as any*/),
                              (v13/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "opticalCorrection",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "succeeded",
                                "storageKey": null
                              },
                              (v14/*:: as any*/),
                              {
                                "kind": "InlineFragment",
                                "selections": (v15/*:: as any*/),
                                "type": "ActResult",
                                "abstractKey": null
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": (v15/*:: as any*/),
                                "type": "CtResult",
                                "abstractKey": null
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "convergence",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "positiveRecovery",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "divergence",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "negativeRecovery",
                                    "storageKey": null
                                  }
                                ],
                                "type": "FusionalReserveResult",
                                "abstractKey": null
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": (v17/*:: as any*/),
                                "type": "ChartVaResult",
                                "abstractKey": null
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": (v17/*:: as any*/),
                                "type": "ChartCsResult",
                                "abstractKey": null
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": (v17/*:: as any*/),
                                "type": "AutoVaResult",
                                "abstractKey": null
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": (v17/*:: as any*/),
                                "type": "AutoCsResult",
                                "abstractKey": null
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "totalFixations",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "percentRegressions",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "fixationDurationMs",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "readingRate",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "textLevel",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "readingLanguage",
                                    "storageKey": null
                                  }
                                ],
                                "type": "ReadingResult",
                                "abstractKey": null
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "result",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "normal",
                                    "storageKey": null
                                  }
                                ],
                                "type": "ColorVisionResult",
                                "abstractKey": null
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "description",
                                    "storageKey": null
                                  }
                                ],
                                "type": "Worth4DotResult",
                                "abstractKey": null
                              }
                            ],
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
                "storageKey": "visits(first:100)"
              },
              {
                "alias": null,
                "args": (v11/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "VisitHistory_visits",
                "kind": "LinkedHandle",
                "name": "visits"
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "defaultVaScale",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TestLastVisit",
                "kind": "LinkedField",
                "name": "lastVisitByTest",
                "plural": true,
                "selections": [
                  (v13/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "StereoChart",
                "kind": "LinkedField",
                "name": "stereoAcuity",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "yMax",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StereoPoint",
                    "kind": "LinkedField",
                    "name": "points",
                    "plural": true,
                    "selections": [
                      (v12/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "StereoBar",
                        "kind": "LinkedField",
                        "name": "withoutGlasses",
                        "plural": false,
                        "selections": (v18/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "StereoBar",
                        "kind": "LinkedField",
                        "name": "withGlasses",
                        "plural": false,
                        "selections": (v18/*:: as any*/),
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e01c45f39aae206a706dd2f71b681087",
    "id": null,
    "metadata": {},
    "name": "PatientPageQuery",
    "operationKind": "query",
    "text": "query PatientPageQuery(\n  $id: ID!\n) {\n  viewer {\n    id\n    role\n  }\n  node(id: $id) {\n    __typename\n    ... on Patient {\n      id\n      fullName\n      accountStatus\n      locked\n      missedMoreThanThreshold\n      ...PatientSummaryPanel_patient\n      ...MissedVisitsBanner_patient\n      ...PatientVisitsSummary_patient\n      ...VisitHistory_patient\n      ...TestResultsPanel_patient\n      ...RecordAccessPanel_patient\n    }\n    id\n  }\n}\n\nfragment MissedVisitsBanner_patient on Patient {\n  id\n  fullName\n}\n\nfragment PatientSummaryPanel_patient on Patient {\n  id\n  fullName\n  age\n  lastVisit\n  personal {\n    socialId\n    gender\n    birthdate\n    email\n    phoneNumber\n    notes\n    address {\n      street\n      apartment\n      city\n      state\n      country\n      zipCode\n    }\n  }\n}\n\nfragment PatientVisitsSummary_patient on Patient {\n  id\n  fullName\n  accountStatus\n  visitCount\n  testCount\n  lastVisit\n  nextVisitDate\n  treatmentDays\n  treatmentProgress\n  testsAtLastVisit\n}\n\nfragment RecordAccessPanel_patient on Patient {\n  accessLog(first: 8) {\n    at\n    action\n    actorName\n  }\n}\n\nfragment TestResultsPanel_patient on Patient {\n  defaultVaScale\n  lastVisitByTest {\n    testType\n    lastVisit\n  }\n  stereoAcuity {\n    yMax\n    points {\n      visitDate\n      withoutGlasses {\n        outcome\n        arcsec\n        plotted\n      }\n      withGlasses {\n        outcome\n        arcsec\n        plotted\n      }\n    }\n  }\n  visits(first: 100) {\n    edges {\n      node {\n        ...resultVisit_visit\n        id\n      }\n    }\n  }\n}\n\nfragment VisitHistoryRow_visit on Visit {\n  id\n  visitDate\n  testCount\n  reports {\n    fileName\n    downloadUrl\n    expiresAt\n  }\n}\n\nfragment VisitHistory_patient on Patient {\n  id\n  reportsAvailable\n  visits(first: 100) {\n    totalCount\n    edges {\n      node {\n        id\n        ...VisitHistoryRow_visit\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n\nfragment resultVisit_visit on Visit {\n  id\n  visitDate\n  testResults {\n    __typename\n    testType\n    opticalCorrection\n    succeeded\n    outcome\n    ... on ActResult {\n      horizontalDeviation\n      horizontalDirection\n      verticalDeviation\n      verticalDirection\n      intermittent\n      selectedByUser\n    }\n    ... on CtResult {\n      horizontalDeviation\n      horizontalDirection\n      verticalDeviation\n      verticalDirection\n      intermittent\n      selectedByUser\n    }\n    ... on FusionalReserveResult {\n      convergence\n      positiveRecovery\n      divergence\n      negativeRecovery\n    }\n    ... on ChartVaResult {\n      leftEye {\n        value\n        label\n      }\n      rightEye {\n        value\n        label\n      }\n      binocular {\n        value\n        label\n      }\n    }\n    ... on ChartCsResult {\n      leftEye {\n        value\n        label\n      }\n      rightEye {\n        value\n        label\n      }\n      binocular {\n        value\n        label\n      }\n    }\n    ... on AutoVaResult {\n      leftEye {\n        value\n        label\n      }\n      rightEye {\n        value\n        label\n      }\n      binocular {\n        value\n        label\n      }\n    }\n    ... on AutoCsResult {\n      leftEye {\n        value\n        label\n      }\n      rightEye {\n        value\n        label\n      }\n      binocular {\n        value\n        label\n      }\n    }\n    ... on ReadingResult {\n      totalFixations\n      percentRegressions\n      fixationDurationMs\n      readingRate\n      textLevel\n      readingLanguage\n    }\n    ... on ColorVisionResult {\n      result\n      normal\n    }\n    ... on Worth4DotResult {\n      description\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2cd4475a4d671061392a1c456d980af5";

export default node;
