/**
 * @generated SignedSource<<eab0d8cce635eff0634a2241aef93df5>>
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
export type VisitReportResults_visit$data = {
  readonly patient: {
    readonly defaultVaScale: VaScale;
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
  };
  readonly testTypes: ReadonlyArray<TestType>;
  readonly " $fragmentSpreads": FragmentRefs<"resultVisit_visit">;
  readonly " $fragmentType": "VisitReportResults_visit";
};
export type VisitReportResults_visit$key = {
  readonly " $data"?: VisitReportResults_visit$data;
  readonly " $fragmentSpreads": FragmentRefs<"VisitReportResults_visit">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "visitDate",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "outcome",
  "storageKey": null
},
v2 = [
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
v3 = [
  {
    "kind": "Literal",
    "name": "unit",
    "value": "LOG_MAR"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v5 = [
  (v4/*:: as any*/)
],
v6 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ContrastSensitivity",
    "kind": "LinkedField",
    "name": "leftEyeContrast",
    "plural": false,
    "selections": (v5/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ContrastSensitivity",
    "kind": "LinkedField",
    "name": "rightEyeContrast",
    "plural": false,
    "selections": (v5/*:: as any*/),
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "ContrastSensitivity",
    "kind": "LinkedField",
    "name": "binocularContrast",
    "plural": false,
    "selections": (v5/*:: as any*/),
    "storageKey": null
  }
],
v7 = [
  (v4/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  }
],
v8 = {
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
    (v0/*:: as any*/),
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
        (v1/*:: as any*/),
        {
          "kind": "InlineFragment",
          "selections": (v2/*:: as any*/),
          "type": "ActResult",
          "abstractKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": (v2/*:: as any*/),
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
              "args": (v3/*:: as any*/),
              "concreteType": "VisualAcuity",
              "kind": "LinkedField",
              "name": "leftEye",
              "plural": false,
              "selections": (v5/*:: as any*/),
              "storageKey": "leftEye(unit:\"LOG_MAR\")"
            },
            {
              "alias": null,
              "args": (v3/*:: as any*/),
              "concreteType": "VisualAcuity",
              "kind": "LinkedField",
              "name": "rightEye",
              "plural": false,
              "selections": (v5/*:: as any*/),
              "storageKey": "rightEye(unit:\"LOG_MAR\")"
            },
            {
              "alias": null,
              "args": (v3/*:: as any*/),
              "concreteType": "VisualAcuity",
              "kind": "LinkedField",
              "name": "binocular",
              "plural": false,
              "selections": (v5/*:: as any*/),
              "storageKey": "binocular(unit:\"LOG_MAR\")"
            }
          ],
          "type": "ChartVaResult",
          "abstractKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": (v6/*:: as any*/),
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
              "selections": (v7/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "VisualAcuity",
              "kind": "LinkedField",
              "name": "rightEye",
              "plural": false,
              "selections": (v7/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "VisualAcuity",
              "kind": "LinkedField",
              "name": "binocular",
              "plural": false,
              "selections": (v7/*:: as any*/),
              "storageKey": null
            }
          ],
          "type": "AutoVaResult",
          "abstractKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": (v6/*:: as any*/),
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
  "argumentDefinitions": ([]/*:: as any*/)
},
v9 = [
  (v1/*:: as any*/),
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VisitReportResults_visit",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "testTypes",
      "storageKey": null
    },
    (v8/*:: as any*/),
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
                (v0/*:: as any*/),
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
                    (v8/*:: as any*/)
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
    }
  ],
  "type": "Visit",
  "abstractKey": null
};
})();

(node as any).hash = "d29682088f87a626cc3d87191d411f0b";

export default node;
