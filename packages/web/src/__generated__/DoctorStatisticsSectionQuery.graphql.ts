/**
 * @generated SignedSource<<5968430e1799060ba8339b9ea76b79fb>>
 * @relayHash 8ac29e680d39eff3ba3b4c00014d5270
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c1cba9a3119776b9b18b08eee4a8148b63ae8fd4ff38efffc65236a573611bdc

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DoctorStatisticsSectionQuery$variables = Record<PropertyKey, never>;
export type DoctorStatisticsSectionQuery$data = {
  readonly doctorWorkspace: {
    readonly statistics: {
      readonly " $fragmentSpreads": FragmentRefs<"DoctorStatistics_statistics">;
    };
  } | null | undefined;
};
export type DoctorStatisticsSectionQuery = {
  response: DoctorStatisticsSectionQuery$data;
  variables: DoctorStatisticsSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mySite",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "global",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  },
  (v0/*:: as any*/),
  (v1/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DoctorStatisticsSectionQuery",
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
            "concreteType": "SiteStatistics",
            "kind": "LinkedField",
            "name": "statistics",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DoctorStatistics_statistics"
              }
            ],
            "storageKey": null
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DoctorStatisticsSectionQuery",
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
            "concreteType": "SiteStatistics",
            "kind": "LinkedField",
            "name": "statistics",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalTests",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "HistogramBucket",
                "kind": "LinkedField",
                "name": "actDeviation",
                "plural": true,
                "selections": (v2/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "HistogramBucket",
                "kind": "LinkedField",
                "name": "convergenceBreakPoint",
                "plural": true,
                "selections": (v2/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DailyTestsAverage",
                "kind": "LinkedField",
                "name": "averageDailyTests",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "month",
                    "storageKey": null
                  },
                  (v0/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c1cba9a3119776b9b18b08eee4a8148b63ae8fd4ff38efffc65236a573611bdc",
    "metadata": {},
    "name": "DoctorStatisticsSectionQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ff19fb77bcaec5c3dd25a126c3520e83";

export default node;
