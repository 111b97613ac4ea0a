/**
 * @generated SignedSource<<9a5d49bb1f75f759f91804e09444e43c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
      readonly " $fragmentSpreads": FragmentRefs<"VisitReportFacts_visit" | "VisitReportResults_visit">;
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
v10 = [
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
v11 = [
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
v12 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "VisualAcuity",
    "kind": "LinkedField",
    "name": "leftEye",
    "plural": false,
    "selections": (v11/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "VisualAcuity",
    "kind": "LinkedField",
    "name": "rightEye",
    "plural": false,
    "selections": (v11/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "VisualAcuity",
    "kind": "LinkedField",
    "name": "binocular",
    "plural": false,
    "selections": (v11/*:: as any*/),
    "storageKey": null
  }
],
v13 = {
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
    (v8/*:: as any*/),
    {
      "kind": "InlineFragment",
      "selections": (v10/*:: as any*/),
      "type": "ActResult",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v10/*:: as any*/),
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
      "selections": (v12/*:: as any*/),
      "type": "ChartVaResult",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v12/*:: as any*/),
      "type": "ChartCsResult",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v12/*:: as any*/),
      "type": "AutoVaResult",
      "abstractKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": (v12/*:: as any*/),
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
};
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
                              (v13/*:: as any*/)
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
                "name": "testTypes",
                "storageKey": null
              },
              (v13/*:: as any*/)
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
    "cacheID": "6dc404c032131048aeb9b0df6078ab77",
    "id": null,
    "metadata": {},
    "name": "VisitReportPageQuery",
    "operationKind": "query",
    "text": "query VisitReportPageQuery(\n  $id: ID!\n) {\n  viewer {\n    id\n    role\n    ...VisitReportFacts_viewer\n  }\n  node(id: $id) {\n    __typename\n    ... on Visit {\n      id\n      visitDate\n      patient {\n        id\n        fullName\n        accountStatus\n      }\n      ...VisitReportFacts_visit\n      ...VisitReportResults_visit\n    }\n    id\n  }\n}\n\nfragment VisitReportFacts_viewer on Viewer {\n  fullName\n  site {\n    name\n  }\n}\n\nfragment VisitReportFacts_visit on Visit {\n  visitDate\n  nextVisit\n  treatmentDurationMonths\n  testCount\n  patient {\n    age\n    deviceId\n    personal {\n      socialId\n      birthdate\n      gender\n    }\n    id\n  }\n}\n\nfragment VisitReportResults_visit on Visit {\n  testTypes\n  ...resultVisit_visit\n  patient {\n    defaultVaScale\n    stereoAcuity {\n      yMax\n      points {\n        visitDate\n        withoutGlasses {\n          outcome\n          arcsec\n          plotted\n        }\n        withGlasses {\n          outcome\n          arcsec\n          plotted\n        }\n      }\n    }\n    visits(first: 100) {\n      edges {\n        node {\n          ...resultVisit_visit\n          id\n        }\n      }\n    }\n    id\n  }\n}\n\nfragment resultVisit_visit on Visit {\n  id\n  visitDate\n  testResults {\n    __typename\n    testType\n    opticalCorrection\n    succeeded\n    outcome\n    ... on ActResult {\n      horizontalDeviation\n      horizontalDirection\n      verticalDeviation\n      verticalDirection\n      intermittent\n      selectedByUser\n    }\n    ... on CtResult {\n      horizontalDeviation\n      horizontalDirection\n      verticalDeviation\n      verticalDirection\n      intermittent\n      selectedByUser\n    }\n    ... on FusionalReserveResult {\n      convergence\n      positiveRecovery\n      divergence\n      negativeRecovery\n    }\n    ... on ChartVaResult {\n      leftEye {\n        value\n        label\n      }\n      rightEye {\n        value\n        label\n      }\n      binocular {\n        value\n        label\n      }\n    }\n    ... on ChartCsResult {\n      leftEye {\n        value\n        label\n      }\n      rightEye {\n        value\n        label\n      }\n      binocular {\n        value\n        label\n      }\n    }\n    ... on AutoVaResult {\n      leftEye {\n        value\n        label\n      }\n      rightEye {\n        value\n        label\n      }\n      binocular {\n        value\n        label\n      }\n    }\n    ... on AutoCsResult {\n      leftEye {\n        value\n        label\n      }\n      rightEye {\n        value\n        label\n      }\n      binocular {\n        value\n        label\n      }\n    }\n    ... on ReadingResult {\n      totalFixations\n      percentRegressions\n      fixationDurationMs\n      readingRate\n      textLevel\n      readingLanguage\n    }\n    ... on ColorVisionResult {\n      result\n      normal\n    }\n    ... on Worth4DotResult {\n      description\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3f046d3d63192a0f675a710e6bcd5c72";

export default node;
