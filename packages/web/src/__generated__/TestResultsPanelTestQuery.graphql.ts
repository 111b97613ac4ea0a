/**
 * @generated SignedSource<<488035c58aadec016092bf4466129972>>
 * @relayHash 540c6c75851e686e46f252b80e8b3b9f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7c08fece667f7f157f45c1ee6654ca17d56941e7b4a46e024e78b0c42b38d165

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TestResultsPanelTestQuery$variables = Record<PropertyKey, never>;
export type TestResultsPanelTestQuery$data = {
  readonly node: {
    readonly patient: {
      readonly " $fragmentSpreads": FragmentRefs<"TestResultsPanel_patient">;
    } | null | undefined;
  } | null | undefined;
};
export type TestResultsPanelTestQuery = {
  response: TestResultsPanelTestQuery$data;
  variables: TestResultsPanelTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "patient-1"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "testType",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "visitDate",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "outcome",
  "storageKey": null
},
v5 = [
  (v4/*:: as any*/),
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
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = [
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
v8 = [
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
v9 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "VisualAcuity",
    "kind": "LinkedField",
    "name": "leftEye",
    "plural": false,
    "selections": (v8/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "VisualAcuity",
    "kind": "LinkedField",
    "name": "rightEye",
    "plural": false,
    "selections": (v8/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "VisualAcuity",
    "kind": "LinkedField",
    "name": "binocular",
    "plural": false,
    "selections": (v8/*:: as any*/),
    "storageKey": null
  }
],
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v12 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "DateTime"
},
v13 = {
  "enumValues": [
    "ACT",
    "CT",
    "FUSIONAL_RESERVE",
    "CHART_VA",
    "CHART_CS",
    "AUTO_VA",
    "AUTO_CS",
    "READING",
    "COLOR_VISION",
    "WORTH_4_DOT",
    "STEREO_ACUITY"
  ],
  "nullable": false,
  "plural": false,
  "type": "TestType"
},
v14 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "StereoBar"
},
v15 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
},
v16 = {
  "enumValues": [
    "MEASURED",
    "NO_STEREO",
    "NO_RESULT"
  ],
  "nullable": false,
  "plural": false,
  "type": "StereoOutcome"
},
v17 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v18 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "VisualAcuity"
},
v19 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v20 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TestResultsPanelTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "TestResultsPanel_patient"
                }
              ],
              "type": "Patient",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "patient"
          }
        ],
        "storageKey": "node(id:\"patient-1\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TestResultsPanelTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
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
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastVisit",
                    "storageKey": null
                  }
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
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "StereoBar",
                        "kind": "LinkedField",
                        "name": "withoutGlasses",
                        "plural": false,
                        "selections": (v5/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "StereoBar",
                        "kind": "LinkedField",
                        "name": "withGlasses",
                        "plural": false,
                        "selections": (v5/*:: as any*/),
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
                          (v6/*:: as any*/),
                          (v3/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": null,
                            "kind": "LinkedField",
                            "name": "testResults",
                            "plural": true,
                            "selections": [
                              (v1/*:: as any*/),
                              (v2/*:: as any*/),
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
                              (v4/*:: as any*/),
                              {
                                "kind": "InlineFragment",
                                "selections": (v7/*:: as any*/),
                                "type": "ActResult",
                                "abstractKey": null
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": (v7/*:: as any*/),
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
                                "selections": (v9/*:: as any*/),
                                "type": "ChartVaResult",
                                "abstractKey": null
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": (v9/*:: as any*/),
                                "type": "ChartCsResult",
                                "abstractKey": null
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": (v9/*:: as any*/),
                                "type": "AutoVaResult",
                                "abstractKey": null
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": (v9/*:: as any*/),
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
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "visits(first:100)"
              }
            ],
            "type": "Patient",
            "abstractKey": null
          },
          (v6/*:: as any*/)
        ],
        "storageKey": "node(id:\"patient-1\")"
      }
    ]
  },
  "params": {
    "id": "7c08fece667f7f157f45c1ee6654ca17d56941e7b4a46e024e78b0c42b38d165",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v10/*:: as any*/),
        "node.defaultVaScale": {
          "enumValues": [
            "LOG_MAR",
            "FEET",
            "METER",
            "DECIMAL"
          ],
          "nullable": false,
          "plural": false,
          "type": "VaScale"
        },
        "node.id": (v11/*:: as any*/),
        "node.lastVisitByTest": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "TestLastVisit"
        },
        "node.lastVisitByTest.lastVisit": (v12/*:: as any*/),
        "node.lastVisitByTest.testType": (v13/*:: as any*/),
        "node.stereoAcuity": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "StereoChart"
        },
        "node.stereoAcuity.points": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "StereoPoint"
        },
        "node.stereoAcuity.points.visitDate": (v12/*:: as any*/),
        "node.stereoAcuity.points.withGlasses": (v14/*:: as any*/),
        "node.stereoAcuity.points.withGlasses.arcsec": (v15/*:: as any*/),
        "node.stereoAcuity.points.withGlasses.outcome": (v16/*:: as any*/),
        "node.stereoAcuity.points.withGlasses.plotted": (v17/*:: as any*/),
        "node.stereoAcuity.points.withoutGlasses": (v14/*:: as any*/),
        "node.stereoAcuity.points.withoutGlasses.arcsec": (v15/*:: as any*/),
        "node.stereoAcuity.points.withoutGlasses.outcome": (v16/*:: as any*/),
        "node.stereoAcuity.points.withoutGlasses.plotted": (v17/*:: as any*/),
        "node.stereoAcuity.yMax": (v17/*:: as any*/),
        "node.visits": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "VisitConnection"
        },
        "node.visits.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "VisitEdge"
        },
        "node.visits.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Visit"
        },
        "node.visits.edges.node.id": (v11/*:: as any*/),
        "node.visits.edges.node.testResults": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "TestResult"
        },
        "node.visits.edges.node.testResults.__typename": (v10/*:: as any*/),
        "node.visits.edges.node.testResults.binocular": (v18/*:: as any*/),
        "node.visits.edges.node.testResults.binocular.label": (v10/*:: as any*/),
        "node.visits.edges.node.testResults.binocular.value": (v17/*:: as any*/),
        "node.visits.edges.node.testResults.convergence": (v15/*:: as any*/),
        "node.visits.edges.node.testResults.description": (v19/*:: as any*/),
        "node.visits.edges.node.testResults.divergence": (v15/*:: as any*/),
        "node.visits.edges.node.testResults.fixationDurationMs": (v15/*:: as any*/),
        "node.visits.edges.node.testResults.horizontalDeviation": (v15/*:: as any*/),
        "node.visits.edges.node.testResults.horizontalDirection": (v19/*:: as any*/),
        "node.visits.edges.node.testResults.intermittent": (v20/*:: as any*/),
        "node.visits.edges.node.testResults.leftEye": (v18/*:: as any*/),
        "node.visits.edges.node.testResults.leftEye.label": (v10/*:: as any*/),
        "node.visits.edges.node.testResults.leftEye.value": (v17/*:: as any*/),
        "node.visits.edges.node.testResults.negativeRecovery": (v15/*:: as any*/),
        "node.visits.edges.node.testResults.normal": (v20/*:: as any*/),
        "node.visits.edges.node.testResults.opticalCorrection": {
          "enumValues": [
            "WITHOUT_GLASSES",
            "WITH_GLASSES"
          ],
          "nullable": false,
          "plural": false,
          "type": "OpticalCorrection"
        },
        "node.visits.edges.node.testResults.outcome": (v10/*:: as any*/),
        "node.visits.edges.node.testResults.percentRegressions": (v15/*:: as any*/),
        "node.visits.edges.node.testResults.positiveRecovery": (v15/*:: as any*/),
        "node.visits.edges.node.testResults.readingLanguage": (v19/*:: as any*/),
        "node.visits.edges.node.testResults.readingRate": (v15/*:: as any*/),
        "node.visits.edges.node.testResults.result": (v19/*:: as any*/),
        "node.visits.edges.node.testResults.rightEye": (v18/*:: as any*/),
        "node.visits.edges.node.testResults.rightEye.label": (v10/*:: as any*/),
        "node.visits.edges.node.testResults.rightEye.value": (v17/*:: as any*/),
        "node.visits.edges.node.testResults.selectedByUser": (v20/*:: as any*/),
        "node.visits.edges.node.testResults.succeeded": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "node.visits.edges.node.testResults.testType": (v13/*:: as any*/),
        "node.visits.edges.node.testResults.textLevel": (v15/*:: as any*/),
        "node.visits.edges.node.testResults.totalFixations": (v15/*:: as any*/),
        "node.visits.edges.node.testResults.verticalDeviation": (v15/*:: as any*/),
        "node.visits.edges.node.testResults.verticalDirection": (v19/*:: as any*/),
        "node.visits.edges.node.visitDate": (v12/*:: as any*/)
      }
    },
    "name": "TestResultsPanelTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3630ea3ce75b4b4511ce641eb1cbbe5f";

export default node;
