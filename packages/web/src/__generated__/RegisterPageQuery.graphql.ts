/**
 * @generated SignedSource<<534b9b9c74694060f30467c1b0a322b5>>
 * @relayHash a740d0463993ad5108c0dcb252f2f89d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0b8904d041a9ac9f1fd910d51614ee4165bed99d3171e1346fdbd5ce28b047ea

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RegisterPageQuery$variables = Record<PropertyKey, never>;
export type RegisterPageQuery$data = {
  readonly appInfo: {
    readonly " $fragmentSpreads": FragmentRefs<"useBotCheck_appInfo">;
  };
};
export type RegisterPageQuery = {
  response: RegisterPageQuery$data;
  variables: RegisterPageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RegisterPageQuery",
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
    "name": "RegisterPageQuery",
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
    "id": "0b8904d041a9ac9f1fd910d51614ee4165bed99d3171e1346fdbd5ce28b047ea",
    "metadata": {},
    "name": "RegisterPageQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "e263b049ec4fff079454be57f69718e0";

export default node;
