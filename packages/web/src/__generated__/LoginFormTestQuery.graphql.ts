/**
 * @generated SignedSource<<1e99e5f59174048c575d729461798b52>>
 * @relayHash 749f0bded8d142c78ae88035c5ffb88e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7e7cc5b4a46797b70283ddf777cb9d86809ffb78626896f558c95bbbce6b9303

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoginFormTestQuery$variables = Record<PropertyKey, never>;
export type LoginFormTestQuery$data = {
  readonly appInfo: {
    readonly " $fragmentSpreads": FragmentRefs<"useBotCheck_appInfo">;
  };
};
export type LoginFormTestQuery = {
  response: LoginFormTestQuery$data;
  variables: LoginFormTestQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LoginFormTestQuery",
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
    "name": "LoginFormTestQuery",
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
    "id": "7e7cc5b4a46797b70283ddf777cb9d86809ffb78626896f558c95bbbce6b9303",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "appInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "AppInfo"
        },
        "appInfo.botCheck": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "BotCheckInfo"
        },
        "appInfo.botCheck.provider": {
          "enumValues": [
            "NONE",
            "RECAPTCHA",
            "TURNSTILE"
          ],
          "nullable": false,
          "plural": false,
          "type": "BotCheckProvider"
        },
        "appInfo.botCheck.siteKey": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        }
      }
    },
    "name": "LoginFormTestQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "6563382f70ecdaa2930ac5f5bd955a5b";

export default node;
