/**
 * @generated SignedSource<<a378b1ffa0a998b14b63924fe70e46fd>>
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
      readonly " $fragmentSpreads": FragmentRefs<"MissedVisitsBanner_patient" | "PatientSummaryPanel_patient" | "PatientVisitsSummary_patient">;
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
};
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastVisit",
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
    "cacheID": "36df67f2466ee0a2272847060fd3448c",
    "id": null,
    "metadata": {},
    "name": "PatientPageQuery",
    "operationKind": "query",
    "text": "query PatientPageQuery(\n  $id: ID!\n) {\n  viewer {\n    id\n    role\n  }\n  node(id: $id) {\n    __typename\n    ... on Patient {\n      id\n      fullName\n      accountStatus\n      locked\n      missedMoreThanThreshold\n      ...PatientSummaryPanel_patient\n      ...MissedVisitsBanner_patient\n      ...PatientVisitsSummary_patient\n    }\n    id\n  }\n}\n\nfragment MissedVisitsBanner_patient on Patient {\n  id\n  fullName\n}\n\nfragment PatientSummaryPanel_patient on Patient {\n  id\n  fullName\n  age\n  lastVisit\n  personal {\n    socialId\n    gender\n    birthdate\n    email\n    phoneNumber\n    notes\n    address {\n      street\n      apartment\n      city\n      state\n      country\n      zipCode\n    }\n  }\n}\n\nfragment PatientVisitsSummary_patient on Patient {\n  visitCount\n  testCount\n  lastVisit\n  nextVisitDate\n  treatmentDays\n  treatmentProgress\n}\n"
  }
};
})();

(node as any).hash = "c6509d11d945bf06fd2e4f337de98489";

export default node;
