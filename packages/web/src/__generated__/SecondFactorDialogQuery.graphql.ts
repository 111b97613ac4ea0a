/**
 * @generated SignedSource<<43eda5222b573604e5b3caecd9e8c203>>
 * @relayHash 355071ada14eb1ddd8ea7ff57a58eae7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f134827bdd09f9222a103b4481a41b48562129c00c0e8dc10fe06a13f98be88e

import { ConcreteRequest } from 'relay-runtime';
export type SecondFactorPolicy = "ADMINS" | "EVERYONE" | "NONE" | "%future added value";
export type SecondFactorDialogQuery$variables = Record<PropertyKey, never>;
export type SecondFactorDialogQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly secondFactor: {
      readonly authenticatorApp: boolean;
      readonly emailCodes: boolean;
      readonly portalPolicy: SecondFactorPolicy | null | undefined;
      readonly recoveryCodesLeft: number;
      readonly requiredByPolicy: boolean;
    };
  } | null | undefined;
};
export type SecondFactorDialogQuery = {
  response: SecondFactorDialogQuery$data;
  variables: SecondFactorDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
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
        "concreteType": "SecondFactorSettings",
        "kind": "LinkedField",
        "name": "secondFactor",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "authenticatorApp",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recoveryCodesLeft",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "emailCodes",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "requiredByPolicy",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "portalPolicy",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SecondFactorDialogQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SecondFactorDialogQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f134827bdd09f9222a103b4481a41b48562129c00c0e8dc10fe06a13f98be88e",
    "metadata": {},
    "name": "SecondFactorDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5609c79d01d73de99549619852fb21df";

export default node;
