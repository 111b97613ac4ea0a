/**
 * @generated SignedSource<<277d9a281533fef10791f738d5f29d74>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AuthStep = "NEW_PASSWORD_REQUIRED" | "PASSWORD_CONFIRMED" | "SECOND_FACTOR_REQUIRED" | "SIGNED_IN" | "SIGNED_OUT" | "%future added value";
export type TwoFactorPageQuery$variables = Record<PropertyKey, never>;
export type TwoFactorPageQuery$data = {
  readonly pendingSignIn: {
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
    "cacheID": "1c87e8f706a0ad95210470bb2aac45f5",
    "id": null,
    "metadata": {},
    "name": "TwoFactorPageQuery",
    "operationKind": "query",
    "text": "query TwoFactorPageQuery {\n  pendingSignIn {\n    step\n  }\n}\n"
  }
};
})();

(node as any).hash = "ed74548503c11d4fbefc6abe13181847";

export default node;
