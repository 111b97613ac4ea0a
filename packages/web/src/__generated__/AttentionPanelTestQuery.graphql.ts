/**
 * @generated SignedSource<<839d6c15a6799eb6fdd845b494f03175>>
 * @relayHash 58a45d6957eb80f2a65519956223c2c9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 386d64d738575cdb970828ca2358ecd07157a5e954abc70f310c180f9f7e0743

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AttentionPanelTestQuery$variables = {
  isDoctor: boolean;
};
export type AttentionPanelTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AttentionPanel_query">;
};
export type AttentionPanelTestQuery = {
  response: AttentionPanelTestQuery$data;
  variables: AttentionPanelTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "isDoctor"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextVisitDate",
  "storageKey": null
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v5 = {
  "enumValues": [
    "OVERDUE",
    "NO_RECENT_TEST",
    "WORSENED",
    "FAILED_NOT_RETAKEN"
  ],
  "nullable": false,
  "plural": false,
  "type": "AttentionReasonKind"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v7 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
},
v8 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v9 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AttentionPanelTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "AttentionPanel_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AttentionPanelTestQuery",
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
                "args": (v1/*:: as any*/),
                "concreteType": "AttentionConnection",
                "kind": "LinkedField",
                "name": "attention",
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
                    "concreteType": "AttentionReasonCount",
                    "kind": "LinkedField",
                    "name": "countsByReason",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "count",
                        "storageKey": null
                      }
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
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "id",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "version",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "fullName",
                                "storageKey": null
                              },
                              (v3/*:: as any*/)
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
                              (v2/*:: as any*/),
                              (v3/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "daysOverdue",
                                "storageKey": null
                              },
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
                "storageKey": "attention(first:10)"
              },
              {
                "alias": null,
                "args": (v1/*:: as any*/),
                "filters": [
                  "reason"
                ],
                "handle": "connection",
                "key": "AttentionPanel_attention",
                "kind": "LinkedHandle",
                "name": "attention"
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "386d64d738575cdb970828ca2358ecd07157a5e954abc70f310c180f9f7e0743",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "doctorWorkspace": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DoctorWorkspace"
        },
        "doctorWorkspace.attention": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "AttentionConnection"
        },
        "doctorWorkspace.attention.countsByReason": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "AttentionReasonCount"
        },
        "doctorWorkspace.attention.countsByReason.count": (v4/*:: as any*/),
        "doctorWorkspace.attention.countsByReason.kind": (v5/*:: as any*/),
        "doctorWorkspace.attention.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "AttentionEdge"
        },
        "doctorWorkspace.attention.edges.cursor": (v6/*:: as any*/),
        "doctorWorkspace.attention.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "AttentionEntry"
        },
        "doctorWorkspace.attention.edges.node.__typename": (v6/*:: as any*/),
        "doctorWorkspace.attention.edges.node.patient": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Patient"
        },
        "doctorWorkspace.attention.edges.node.patient.fullName": (v6/*:: as any*/),
        "doctorWorkspace.attention.edges.node.patient.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "doctorWorkspace.attention.edges.node.patient.nextVisitDate": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "doctorWorkspace.attention.edges.node.patient.version": (v6/*:: as any*/),
        "doctorWorkspace.attention.edges.node.reasons": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "AttentionReason"
        },
        "doctorWorkspace.attention.edges.node.reasons.correction": {
          "enumValues": [
            "WITHOUT_GLASSES",
            "WITH_GLASSES"
          ],
          "nullable": true,
          "plural": false,
          "type": "OpticalCorrection"
        },
        "doctorWorkspace.attention.edges.node.reasons.daysOverdue": (v7/*:: as any*/),
        "doctorWorkspace.attention.edges.node.reasons.daysWithoutTest": (v7/*:: as any*/),
        "doctorWorkspace.attention.edges.node.reasons.failedAt": (v8/*:: as any*/),
        "doctorWorkspace.attention.edges.node.reasons.kind": (v5/*:: as any*/),
        "doctorWorkspace.attention.edges.node.reasons.lastTestAt": (v8/*:: as any*/),
        "doctorWorkspace.attention.edges.node.reasons.latest": (v9/*:: as any*/),
        "doctorWorkspace.attention.edges.node.reasons.measure": {
          "enumValues": [
            "ACT_HORIZONTAL_DEVIATION",
            "STEREO_ACUITY",
            "CHART_VA_RIGHT_EYE",
            "CHART_VA_LEFT_EYE",
            "FUSIONAL_CONVERGENCE",
            "FUSIONAL_DIVERGENCE"
          ],
          "nullable": true,
          "plural": false,
          "type": "ProgressMeasure"
        },
        "doctorWorkspace.attention.edges.node.reasons.nextVisitDate": (v8/*:: as any*/),
        "doctorWorkspace.attention.edges.node.reasons.outcome": (v8/*:: as any*/),
        "doctorWorkspace.attention.edges.node.reasons.previous": (v9/*:: as any*/),
        "doctorWorkspace.attention.edges.node.reasons.previousDate": (v8/*:: as any*/),
        "doctorWorkspace.attention.edges.node.reasons.testType": {
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
          "nullable": true,
          "plural": false,
          "type": "TestType"
        },
        "doctorWorkspace.attention.edges.node.reasons.threshold": (v9/*:: as any*/),
        "doctorWorkspace.attention.edges.node.reasons.unit": {
          "enumValues": [
            "PRISM_DIOPTRES",
            "ARCSEC",
            "LOG_MAR"
          ],
          "nullable": true,
          "plural": false,
          "type": "ProgressUnit"
        },
        "doctorWorkspace.attention.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "doctorWorkspace.attention.pageInfo.endCursor": (v8/*:: as any*/),
        "doctorWorkspace.attention.pageInfo.hasNextPage": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "doctorWorkspace.attention.totalCount": (v4/*:: as any*/)
      }
    },
    "name": "AttentionPanelTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0f7d04d9ef4ea9ca2c4ec82e0238a8f9";

export default node;
