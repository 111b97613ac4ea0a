/**
 * @generated SignedSource<<4c0284cec8f87e7e848ca1fd7e27cea9>>
 * @relayHash 22cb4035f12af0f4adc276f185f9af5c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b460d8fd91bee3452e0a9d2b85828924c09b24d31d9475e3610157aa27f2f371

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
    "kind": "Literal",
    "name": "unit",
    "value": "LOG_MAR"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v10 = [
  (v9/*:: as any*/)
],
v11 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ContrastSensitivity",
    "kind": "LinkedField",
    "name": "leftEyeContrast",
    "plural": false,
    "selections": (v10/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ContrastSensitivity",
    "kind": "LinkedField",
    "name": "rightEyeContrast",
    "plural": false,
    "selections": (v10/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ContrastSensitivity",
    "kind": "LinkedField",
    "name": "binocularContrast",
    "plural": false,
    "selections": (v10/*:: as any*/),
    "storageKey": null
  }
],
v12 = [
  (v9/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  }
],
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v14 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v15 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "DateTime"
},
v16 = {
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
v17 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "StereoBar"
},
v18 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
},
v19 = {
  "enumValues": [
    "MEASURED",
    "NO_STEREO",
    "NO_RESULT",
    "NOT_TAKEN"
  ],
  "nullable": false,
  "plural": false,
  "type": "StereoOutcome"
},
v20 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v21 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "VisualAcuity"
},
v22 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "ContrastSensitivity"
},
v23 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v24 = {
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
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": (v8/*:: as any*/),
                                    "concreteType": "VisualAcuity",
                                    "kind": "LinkedField",
                                    "name": "leftEye",
                                    "plural": false,
                                    "selections": (v10/*:: as any*/),
                                    "storageKey": "leftEye(unit:\"LOG_MAR\")"
                                  },
                                  {
                                    "alias": null,
                                    "args": (v8/*:: as any*/),
                                    "concreteType": "VisualAcuity",
                                    "kind": "LinkedField",
                                    "name": "rightEye",
                                    "plural": false,
                                    "selections": (v10/*:: as any*/),
                                    "storageKey": "rightEye(unit:\"LOG_MAR\")"
                                  },
                                  {
                                    "alias": null,
                                    "args": (v8/*:: as any*/),
                                    "concreteType": "VisualAcuity",
                                    "kind": "LinkedField",
                                    "name": "binocular",
                                    "plural": false,
                                    "selections": (v10/*:: as any*/),
                                    "storageKey": "binocular(unit:\"LOG_MAR\")"
                                  }
                                ],
                                "type": "ChartVaResult",
                                "abstractKey": null
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": (v11/*:: as any*/),
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
                                    "selections": (v12/*:: as any*/),
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "concreteType": "VisualAcuity",
                                    "kind": "LinkedField",
                                    "name": "rightEye",
                                    "plural": false,
                                    "selections": (v12/*:: as any*/),
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "concreteType": "VisualAcuity",
                                    "kind": "LinkedField",
                                    "name": "binocular",
                                    "plural": false,
                                    "selections": (v12/*:: as any*/),
                                    "storageKey": null
                                  }
                                ],
                                "type": "AutoVaResult",
                                "abstractKey": null
                              },
                              {
                                "kind": "InlineFragment",
                                "selections": (v11/*:: as any*/),
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
    "id": "b460d8fd91bee3452e0a9d2b85828924c09b24d31d9475e3610157aa27f2f371",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v13/*:: as any*/),
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
        "node.id": (v14/*:: as any*/),
        "node.lastVisitByTest": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "TestLastVisit"
        },
        "node.lastVisitByTest.lastVisit": (v15/*:: as any*/),
        "node.lastVisitByTest.testType": (v16/*:: as any*/),
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
        "node.stereoAcuity.points.visitDate": (v15/*:: as any*/),
        "node.stereoAcuity.points.withGlasses": (v17/*:: as any*/),
        "node.stereoAcuity.points.withGlasses.arcsec": (v18/*:: as any*/),
        "node.stereoAcuity.points.withGlasses.outcome": (v19/*:: as any*/),
        "node.stereoAcuity.points.withGlasses.plotted": (v20/*:: as any*/),
        "node.stereoAcuity.points.withoutGlasses": (v17/*:: as any*/),
        "node.stereoAcuity.points.withoutGlasses.arcsec": (v18/*:: as any*/),
        "node.stereoAcuity.points.withoutGlasses.outcome": (v19/*:: as any*/),
        "node.stereoAcuity.points.withoutGlasses.plotted": (v20/*:: as any*/),
        "node.stereoAcuity.yMax": (v20/*:: as any*/),
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
        "node.visits.edges.node.id": (v14/*:: as any*/),
        "node.visits.edges.node.testResults": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "TestResult"
        },
        "node.visits.edges.node.testResults.__typename": (v13/*:: as any*/),
        "node.visits.edges.node.testResults.binocular": (v21/*:: as any*/),
        "node.visits.edges.node.testResults.binocular.label": (v13/*:: as any*/),
        "node.visits.edges.node.testResults.binocular.value": (v20/*:: as any*/),
        "node.visits.edges.node.testResults.binocularContrast": (v22/*:: as any*/),
        "node.visits.edges.node.testResults.binocularContrast.value": (v20/*:: as any*/),
        "node.visits.edges.node.testResults.convergence": (v18/*:: as any*/),
        "node.visits.edges.node.testResults.description": (v23/*:: as any*/),
        "node.visits.edges.node.testResults.divergence": (v18/*:: as any*/),
        "node.visits.edges.node.testResults.fixationDurationMs": (v18/*:: as any*/),
        "node.visits.edges.node.testResults.horizontalDeviation": (v18/*:: as any*/),
        "node.visits.edges.node.testResults.horizontalDirection": (v23/*:: as any*/),
        "node.visits.edges.node.testResults.intermittent": (v24/*:: as any*/),
        "node.visits.edges.node.testResults.leftEye": (v21/*:: as any*/),
        "node.visits.edges.node.testResults.leftEye.label": (v13/*:: as any*/),
        "node.visits.edges.node.testResults.leftEye.value": (v20/*:: as any*/),
        "node.visits.edges.node.testResults.leftEyeContrast": (v22/*:: as any*/),
        "node.visits.edges.node.testResults.leftEyeContrast.value": (v20/*:: as any*/),
        "node.visits.edges.node.testResults.negativeRecovery": (v18/*:: as any*/),
        "node.visits.edges.node.testResults.normal": (v24/*:: as any*/),
        "node.visits.edges.node.testResults.opticalCorrection": {
          "enumValues": [
            "WITHOUT_GLASSES",
            "WITH_GLASSES"
          ],
          "nullable": false,
          "plural": false,
          "type": "OpticalCorrection"
        },
        "node.visits.edges.node.testResults.outcome": (v13/*:: as any*/),
        "node.visits.edges.node.testResults.percentRegressions": (v18/*:: as any*/),
        "node.visits.edges.node.testResults.positiveRecovery": (v18/*:: as any*/),
        "node.visits.edges.node.testResults.readingLanguage": (v23/*:: as any*/),
        "node.visits.edges.node.testResults.readingRate": (v18/*:: as any*/),
        "node.visits.edges.node.testResults.result": (v23/*:: as any*/),
        "node.visits.edges.node.testResults.rightEye": (v21/*:: as any*/),
        "node.visits.edges.node.testResults.rightEye.label": (v13/*:: as any*/),
        "node.visits.edges.node.testResults.rightEye.value": (v20/*:: as any*/),
        "node.visits.edges.node.testResults.rightEyeContrast": (v22/*:: as any*/),
        "node.visits.edges.node.testResults.rightEyeContrast.value": (v20/*:: as any*/),
        "node.visits.edges.node.testResults.selectedByUser": (v24/*:: as any*/),
        "node.visits.edges.node.testResults.succeeded": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "node.visits.edges.node.testResults.testType": (v16/*:: as any*/),
        "node.visits.edges.node.testResults.textLevel": (v18/*:: as any*/),
        "node.visits.edges.node.testResults.totalFixations": (v18/*:: as any*/),
        "node.visits.edges.node.testResults.verticalDeviation": (v18/*:: as any*/),
        "node.visits.edges.node.testResults.verticalDirection": (v23/*:: as any*/),
        "node.visits.edges.node.visitDate": (v15/*:: as any*/)
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
