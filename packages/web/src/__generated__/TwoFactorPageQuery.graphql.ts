/**
 * @generated SignedSource<<b331b1c7382d36c096940030a5a3aeb6>>
 * @relayHash 94c30d3c8416cd276ce6b9a7599285cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ae9ac214ebaec9ffacbbb4a321ca7856722edfb470d9370b0a55f8fabc445d45

import { ConcreteRequest } from 'relay-runtime';
export type AuthStep = "NEW_PASSWORD_REQUIRED" | "PASSWORD_CONFIRMED" | "SECOND_FACTOR_REQUIRED" | "SIGNED_IN" | "SIGNED_OUT" | "%future added value";
export type TwoFactorPageQuery$variables = Record<PropertyKey, never>;
export type TwoFactorPageQuery$data = {
  readonly appInfo: {
    readonly demoMode: boolean;
  };
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
    "id": "ae9ac214ebaec9ffacbbb4a321ca7856722edfb470d9370b0a55f8fabc445d45",
    "metadata": {},
    "name": "TwoFactorPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "422e6a859ff8df7fc41d49f629c36d6c";

export default node;
