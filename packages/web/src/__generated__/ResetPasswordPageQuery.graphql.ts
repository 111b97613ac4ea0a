/**
 * @generated SignedSource<<6edcd4acc86d5d0f6d3b1f3262ac3258>>
 * @relayHash ae8aa0c2a6e98eb5b6518eb87e7b4067
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 490d8859aa95207ebf88e2ae9761f97fb64c88357dbebbfaf31e92cce97a3235

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResetPasswordPageQuery$variables = Record<PropertyKey, never>;
export type ResetPasswordPageQuery$data = {
  readonly appInfo: {
    readonly " $fragmentSpreads": FragmentRefs<"useBotCheck_appInfo">;
  };
};
export type ResetPasswordPageQuery = {
  response: ResetPasswordPageQuery$data;
  variables: ResetPasswordPageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ResetPasswordPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AppInfo",
        "kind": "LinkedField",
        "name": "appInfo",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useBotCheck_appInfo"
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
    "name": "ResetPasswordPageQuery",
    "selections": [
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
    ]
  },
  "params": {
    "id": "490d8859aa95207ebf88e2ae9761f97fb64c88357dbebbfaf31e92cce97a3235",
    "metadata": {},
    "name": "ResetPasswordPageQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "88102e0cc31b4685a644cfcc52793326";

export default node;
