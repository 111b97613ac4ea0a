/**
 * @generated SignedSource<<361c283d7c86cf3e13d5cf89b4cc0d95>>
 * @relayHash 5af4f2edcbf2da64e29fa706f391f322
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fcb9efc869fa88c9c867a01edf6c94e99663072fab7f23bed3ef72319d275a5e

import { ConcreteRequest } from 'relay-runtime';
export type AuthStep = "NEW_PASSWORD_REQUIRED" | "PASSWORD_CONFIRMED" | "SECOND_FACTOR_REQUIRED" | "SIGNED_IN" | "SIGNED_OUT" | "%future added value";
export type Language = "DE" | "EN" | "FR" | "HE" | "IT" | "ZH" | "%future added value";
export type CreatePasswordPageQuery$variables = {
  hasToken: boolean;
  token: string;
};
export type CreatePasswordPageQuery$data = {
  readonly passwordLink?: {
    readonly language: Language;
    readonly mustSignTerms: boolean;
  } | null | undefined;
  readonly pendingSignIn: {
    readonly mustSignTerms: boolean;
    readonly step: AuthStep;
  } | null | undefined;
};
export type CreatePasswordPageQuery = {
  response: CreatePasswordPageQuery$data;
  variables: CreatePasswordPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasToken"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "token"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mustSignTerms",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PendingSignIn",
    "kind": "LinkedField",
    "name": "pendingSignIn",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "step",
        "storageKey": null
      },
      (v2/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "condition": "hasToken",
    "kind": "Condition",
    "passingValue": true,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "token",
            "variableName": "token"
          }
        ],
        "concreteType": "PendingSignIn",
        "kind": "LinkedField",
        "name": "passwordLink",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "language",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "CreatePasswordPageQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "CreatePasswordPageQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "fcb9efc869fa88c9c867a01edf6c94e99663072fab7f23bed3ef72319d275a5e",
    "metadata": {},
    "name": "CreatePasswordPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "67554181a968b3efc1196bbffb28d42f";

export default node;
