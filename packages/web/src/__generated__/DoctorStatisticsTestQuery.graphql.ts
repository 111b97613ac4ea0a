/**
 * @generated SignedSource<<53bdfd5f95eb4195744498bd237dc36d>>
 * @relayHash 4c3f53eb6bf26a290127f485202a40e6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5c491b362f53c005c797faf602ce558a474e02baf177d04829956f6a2bdf5e12

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DoctorStatisticsTestQuery$variables = Record<PropertyKey, never>;
export type DoctorStatisticsTestQuery$data = {
  readonly doctorWorkspace: {
    readonly statistics: {
      readonly " $fragmentSpreads": FragmentRefs<"DoctorStatistics_statistics">;
    };
  } | null | undefined;
};
export type DoctorStatisticsTestQuery = {
  response: DoctorStatisticsTestQuery$data;
  variables: DoctorStatisticsTestQuery$variables;
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
],
v3 = {
  "enumValues": null,
  "nullable": true,
  "plural": true,
  "type": "HistogramBucket"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DoctorStatisticsTestQuery",
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
    "name": "DoctorStatisticsTestQuery",
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
    "id": "5c491b362f53c005c797faf602ce558a474e02baf177d04829956f6a2bdf5e12",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "doctorWorkspace": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DoctorWorkspace"
        },
        "doctorWorkspace.statistics": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SiteStatistics"
        },
        "doctorWorkspace.statistics.actDeviation": (v3/*:: as any*/),
        "doctorWorkspace.statistics.actDeviation.global": (v4/*:: as any*/),
        "doctorWorkspace.statistics.actDeviation.label": (v5/*:: as any*/),
        "doctorWorkspace.statistics.actDeviation.mySite": (v4/*:: as any*/),
        "doctorWorkspace.statistics.averageDailyTests": {
          "enumValues": null,
          "nullable": true,
          "plural": true,
          "type": "DailyTestsAverage"
        },
        "doctorWorkspace.statistics.averageDailyTests.global": (v6/*:: as any*/),
        "doctorWorkspace.statistics.averageDailyTests.month": (v5/*:: as any*/),
        "doctorWorkspace.statistics.averageDailyTests.mySite": (v6/*:: as any*/),
        "doctorWorkspace.statistics.convergenceBreakPoint": (v3/*:: as any*/),
        "doctorWorkspace.statistics.convergenceBreakPoint.global": (v4/*:: as any*/),
        "doctorWorkspace.statistics.convergenceBreakPoint.label": (v5/*:: as any*/),
        "doctorWorkspace.statistics.convergenceBreakPoint.mySite": (v4/*:: as any*/),
        "doctorWorkspace.statistics.totalTests": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        }
      }
    },
    "name": "DoctorStatisticsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "14c114aa1885cca95e22162d10a434fb";

export default node;
