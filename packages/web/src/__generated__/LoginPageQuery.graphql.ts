/**
 * @generated SignedSource<<6e6ac22a823fd90b0fc3295cf07df324>>
 * @relayHash c52916625f57723652d41fb348f01327
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 177cf77a9afc72d6bf529846767fd3dadfaa046368e60d1e69cf7f9e1433b5a8

import { ConcreteRequest } from 'relay-runtime';
export type BotCheckProvider = "NONE" | "RECAPTCHA" | "TURNSTILE" | "%future added value";
export type LoginPageQuery$variables = Record<PropertyKey, never>;
export type LoginPageQuery$data = {
  readonly appInfo: {
    readonly botCheck: {
      readonly provider: BotCheckProvider;
      readonly siteKey: string | null | undefined;
    };
    readonly version: string;
  };
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type LoginPageQuery = {
  response: LoginPageQuery$data;
  variables: LoginPageQuery$variables;
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
        "name": "version",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BotCheckInfo",
        "kind": "LinkedField",
        "name": "botCheck",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "provider",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "siteKey",
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
    "name": "LoginPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LoginPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "177cf77a9afc72d6bf529846767fd3dadfaa046368e60d1e69cf7f9e1433b5a8",
    "metadata": {},
    "name": "LoginPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "58dd6be15c56e949d699e1faa4b2bc3b";

export default node;
