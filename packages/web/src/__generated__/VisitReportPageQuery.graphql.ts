/**
 * @generated SignedSource<<b5f6ed95edf24ad84cdeb7d9ac2fdd87>>
 * @relayHash db1313b1d474e9826b9e82476bc9b7b9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 174361f4e98663f83d9ca848a624e91e65761cadebbb855fb3d0775060ed28f8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PatientAccountStatus = "ACTIVE" | "COMPLETED" | "PENDING_PAIRING" | "%future added value";
export type Role = "ADMIN" | "DOCTOR" | "SUPER_ADMIN" | "%future added value";
export type VisitReportPageQuery$variables = {
  id: string;
};
export type VisitReportPageQuery$data = {
  readonly node: {
    readonly visit: {
      readonly id: string;
      readonly patient: {
        readonly accountStatus: PatientAccountStatus;
        readonly fullName: string;
        readonly id: string;
      };
      readonly visitDate: string;
      readonly " $fragmentSpreads": FragmentRefs<"VisitReportFacts_visit" | "VisitReportProgress_visit" | "VisitReportResults_visit">;
    } | null | undefined;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
    readonly role: Role;
    readonly " $fragmentSpreads": FragmentRefs<"VisitReportFacts_viewer">;
  } | null | undefined;
};
export type VisitReportPageQuery = {
  response: VisitReportPageQuery$data;
  variables: VisitReportPageQuery$variables;
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
  "kind": "ScalarField",
  "name": "role",
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
  "name": "visitDate",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accountStatus",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "outcome",
  "storageKey": null
},
v9 = [
  (v8/*:: as any*/),
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
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "opticalCorrection",
  "storageKey": null
},
v11 = [
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
v12 = [
  {
    "kind": "Literal",
    "name": "unit",
    "value": "LOG_MAR"
  }
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v14 = [
  (v13/*:: as any*/)
],
v15 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ContrastSensitivity",
    "kind": "LinkedField",
    "name": "leftEyeContrast",
    "plural": false,
    "selections": (v14/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ContrastSensitivity",
    "kind": "LinkedField",
    "name": "rightEyeContrast",
    "plural": false,
    "selections": (v14/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ContrastSensitivity",
    "kind": "LinkedField",
    "name": "binocularContrast",
    "plural": false,
    "selections": (v14/*:: as any*/),
    "storageKey": null
  }
],
v16 = [
  (v13/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  }
],
v17 = {
  "alias": null,
  "args": null,
  "concreteType": null,
  "kind": "LinkedField",
  "name": "testResults",
  "plural": true,
  "selections": [
    (v7/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "testType",
      "storageKey": null
    },
    (v10/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "succeeded",
      "storageKey": null
    },
    (v8/*:: as any*/),
    {
      "kind": "InlineFragment",
      "selections": (v11/*:: as any*/),
      "type": "ActResult",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v11/*:: as any*/),
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
      "selections": [
        {
          "alias": null,
          "args": (v12/*:: as any*/),
          "concreteType": "VisualAcuity",
          "kind": "LinkedField",
          "name": "leftEye",
          "plural": false,
          "selections": (v14/*:: as any*/),
          "storageKey": "leftEye(unit:\"LOG_MAR\")"
        },
        {
          "alias": null,
          "args": (v12/*:: as any*/),
          "concreteType": "VisualAcuity",
          "kind": "LinkedField",
          "name": "rightEye",
          "plural": false,
          "selections": (v14/*:: as any*/),
          "storageKey": "rightEye(unit:\"LOG_MAR\")"
        },
        {
          "alias": null,
          "args": (v12/*:: as any*/),
          "concreteType": "VisualAcuity",
          "kind": "LinkedField",
          "name": "binocular",
          "plural": false,
          "selections": (v14/*:: as any*/),
          "storageKey": "binocular(unit:\"LOG_MAR\")"
        }
      ],
      "type": "ChartVaResult",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v15/*:: as any*/),
      "type": "ChartCsResult",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
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
      "type": "AutoVaResult",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v15/*:: as any*/),
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
},
v18 = [
  (v4/*:: as any*/),
  (v13/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "deviationDirection",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "VisitReportPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "VisitReportFacts_viewer"
          }
        ],
        "storageKey": null
      },
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
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Patient",
                  "kind": "LinkedField",
                  "name": "patient",
                  "plural": false,
                  "selections": [
                    (v1/*:: as any*/),
                    (v5/*:: as any*/),
                    (v6/*:: as any*/)
                  ],
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "VisitReportFacts_visit"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "VisitReportProgress_visit"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "VisitReportResults_visit"
                }
              ],
              "type": "Visit",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "visit"
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
    "name": "VisitReportPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ViewerSite",
            "kind": "LinkedField",
            "name": "site",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
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
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Patient",
                "kind": "LinkedField",
                "name": "patient",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "age",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "deviceId",
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "gender",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
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
                          (v4/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "StereoBar",
                            "kind": "LinkedField",
                            "name": "withoutGlasses",
                            "plural": false,
                            "selections": (v9/*:: as any*/),
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "StereoBar",
                            "kind": "LinkedField",
                            "name": "withGlasses",
                            "plural": false,
                            "selections": (v9/*:: as any*/),
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
                        "value": 100
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
                              (v1/*:: as any*/),
                              (v4/*:: as any*/),
                              (v17/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "visits(first:100)"
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nextVisit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "treatmentDurationMonths",
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
                "concreteType": "MeasureProgress",
                "kind": "LinkedField",
                "name": "progress",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "measure",
                    "storageKey": null
                  },
                  (v10/*:: as any*/),
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
                    "name": "betterWhen",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProgressReading",
                    "kind": "LinkedField",
                    "name": "first",
                    "plural": false,
                    "selections": (v18/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProgressReading",
                    "kind": "LinkedField",
                    "name": "best",
                    "plural": false,
                    "selections": (v18/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProgressReading",
                    "kind": "LinkedField",
                    "name": "latest",
                    "plural": false,
                    "selections": (v18/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "change",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "direction",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProgressReading",
                    "kind": "LinkedField",
                    "name": "series",
                    "plural": true,
                    "selections": (v14/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "testTypes",
                "storageKey": null
              },
              (v17/*:: as any*/)
            ],
            "type": "Visit",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "174361f4e98663f83d9ca848a624e91e65761cadebbb855fb3d0775060ed28f8",
    "metadata": {},
    "name": "VisitReportPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3f1928b51432d2a62a861c003b23858d";

export default node;
