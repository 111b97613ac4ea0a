/**
 * @generated SignedSource<<8cb57d682b809f9099dccd6eb2e2344f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "749f0bded8d142c78ae88035c5ffb88e",
    "id": null,
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
    "text": "query LoginFormTestQuery {\n  appInfo {\n    ...useBotCheck_appInfo\n  }\n}\n\nfragment useBotCheck_appInfo on AppInfo {\n  botCheck {\n    provider\n    siteKey\n  }\n}\n"
  }
};

(node as any).hash = "6563382f70ecdaa2930ac5f5bd955a5b";

export default node;
