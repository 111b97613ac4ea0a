/**
 * @generated SignedSource<<809b5654b96ffd4f86b13f463fb0e208>>
 * @relayHash 0696028f2d8b473f882171d30c3467bb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5f6fb0b652b68e59029cc25ff0f31fce2820cdf6d7a2bac77bb4cb8c0a511ae0

import { ConcreteRequest } from 'relay-runtime';
export type AuthStep = "NEW_PASSWORD_REQUIRED" | "PASSWORD_CONFIRMED" | "SECOND_FACTOR_REQUIRED" | "SIGNED_IN" | "SIGNED_OUT" | "%future added value";
export type SecondFactorMethod = "APP" | "EMAIL" | "%future added value";
export type TwoFactorPageQuery$variables = Record<PropertyKey, never>;
export type TwoFactorPageQuery$data = {
  readonly appInfo: {
    readonly demoMode: boolean;
  };
  readonly pendingSignIn: {
    readonly secondFactorMethod: SecondFactorMethod | null | undefined;
    readonly step: AuthStep;
  } | null | undefined;
};
export type TwoFactorPageQuery = {
  response: TwoFactorPageQuery$data;
  variables: TwoFactorPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "secondFactorMethod",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "AppInfo",
    "kind": "LinkedField",
    "name": "appInfo",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "demoMode",
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
    "name": "TwoFactorPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TwoFactorPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "5f6fb0b652b68e59029cc25ff0f31fce2820cdf6d7a2bac77bb4cb8c0a511ae0",
    "metadata": {},
    "name": "TwoFactorPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f6ceda9a70b6c81b7242964186804883";

export default node;
