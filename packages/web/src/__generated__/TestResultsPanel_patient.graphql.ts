/**
 * @generated SignedSource<<8e26a69422ccd2668413d3626f29ca2c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type StereoOutcome = "MEASURED" | "NOT_TAKEN" | "NO_RESULT" | "NO_STEREO" | "%future added value";
export type TestType = "ACT" | "AUTO_CS" | "AUTO_VA" | "CHART_CS" | "CHART_VA" | "COLOR_VISION" | "CT" | "FUSIONAL_RESERVE" | "READING" | "STEREO_ACUITY" | "WORTH_4_DOT" | "%future added value";
export type VaScale = "DECIMAL" | "FEET" | "LOG_MAR" | "METER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TestResultsPanel_patient$data = {
  readonly defaultVaScale: VaScale;
  readonly lastVisitByTest: ReadonlyArray<{
    readonly lastVisit: string;
    readonly testType: TestType;
  }>;
  readonly stereoAcuity: {
    readonly points: ReadonlyArray<{
      readonly visitDate: string;
      readonly withGlasses: {
        readonly arcsec: number | null | undefined;
        readonly outcome: StereoOutcome;
        readonly plotted: number;
      };
      readonly withoutGlasses: {
        readonly arcsec: number | null | undefined;
        readonly outcome: StereoOutcome;
        readonly plotted: number;
      };
    }>;
    readonly yMax: number;
  };
  readonly visits: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly " $fragmentSpreads": FragmentRefs<"resultVisit_visit">;
      };
    }>;
  } | null | undefined;
  readonly " $fragmentType": "TestResultsPanel_patient";
};
export type TestResultsPanel_patient$key = {
  readonly " $data"?: TestResultsPanel_patient$data;
  readonly " $fragmentSpreads": FragmentRefs<"TestResultsPanel_patient">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "testType",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "visitDate",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "outcome",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/),
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
v4 = [
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
v5 = [
  {
    "kind": "Literal",
    "name": "unit",
    "value": "LOG_MAR"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v7 = [
  (v6/*:: as any*/)
],
v8 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ContrastSensitivity",
    "kind": "LinkedField",
    "name": "leftEyeContrast",
    "plural": false,
    "selections": (v7/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ContrastSensitivity",
    "kind": "LinkedField",
    "name": "rightEyeContrast",
    "plural": false,
    "selections": (v7/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ContrastSensitivity",
    "kind": "LinkedField",
    "name": "binocularContrast",
    "plural": false,
    "selections": (v7/*:: as any*/),
    "storageKey": null
  }
],
v9 = [
  (v6/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TestResultsPanel_patient",
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
        (v0/*:: as any*/),
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
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "StereoBar",
              "kind": "LinkedField",
              "name": "withoutGlasses",
              "plural": false,
              "selections": (v3/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "StereoBar",
              "kind": "LinkedField",
              "name": "withGlasses",
              "plural": false,
              "selections": (v3/*:: as any*/),
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
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "resultVisit_visit",
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "id",
                      "storageKey": null
                    },
                    (v1/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": null,
                      "kind": "LinkedField",
                      "name": "testResults",
                      "plural": true,
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "__typename",
                          "storageKey": null
                        },
                        (v0/*:: as any*/),
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
                        (v2/*:: as any*/),
                        {
                          "kind": "InlineFragment",
                          "selections": (v4/*:: as any*/),
                          "type": "ActResult",
                          "abstractKey": null
                        },
                        {
                          "kind": "InlineFragment",
                          "selections": (v4/*:: as any*/),
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
                              "args": (v5/*:: as any*/),
                              "concreteType": "VisualAcuity",
                              "kind": "LinkedField",
                              "name": "leftEye",
                              "plural": false,
                              "selections": (v7/*:: as any*/),
                              "storageKey": "leftEye(unit:\"LOG_MAR\")"
                            },
                            {
                              "alias": null,
                              "args": (v5/*:: as any*/),
                              "concreteType": "VisualAcuity",
                              "kind": "LinkedField",
                              "name": "rightEye",
                              "plural": false,
                              "selections": (v7/*:: as any*/),
                              "storageKey": "rightEye(unit:\"LOG_MAR\")"
                            },
                            {
                              "alias": null,
                              "args": (v5/*:: as any*/),
                              "concreteType": "VisualAcuity",
                              "kind": "LinkedField",
                              "name": "binocular",
                              "plural": false,
                              "selections": (v7/*:: as any*/),
                              "storageKey": "binocular(unit:\"LOG_MAR\")"
                            }
                          ],
                          "type": "ChartVaResult",
                          "abstractKey": null
                        },
                        {
                          "kind": "InlineFragment",
                          "selections": (v8/*:: as any*/),
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
                              "selections": (v9/*:: as any*/),
                              "storageKey": null
                            },
                            {
                              "alias": null,
                              "args": null,
                              "concreteType": "VisualAcuity",
                              "kind": "LinkedField",
                              "name": "rightEye",
                              "plural": false,
                              "selections": (v9/*:: as any*/),
                              "storageKey": null
                            },
                            {
                              "alias": null,
                              "args": null,
                              "concreteType": "VisualAcuity",
                              "kind": "LinkedField",
                              "name": "binocular",
                              "plural": false,
                              "selections": (v9/*:: as any*/),
                              "storageKey": null
                            }
                          ],
                          "type": "AutoVaResult",
                          "abstractKey": null
                        },
                        {
                          "kind": "InlineFragment",
                          "selections": (v8/*:: as any*/),
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
                  "args": null,
                  "argumentDefinitions": []
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
};
})();

(node as any).hash = "3a97e1240d4a84fe708fca551b44039b";

export default node;
