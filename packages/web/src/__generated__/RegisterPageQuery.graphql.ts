/**
 * @generated SignedSource<<52cd3bebc9b62f127e37e90457a56e08>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "a740d0463993ad5108c0dcb252f2f89d",
    "id": null,
    "metadata": {},
    "name": "RegisterPageQuery",
    "operationKind": "query",
    "text": "query RegisterPageQuery {\n  appInfo {\n    ...useBotCheck_appInfo\n  }\n}\n\nfragment useBotCheck_appInfo on AppInfo {\n  botCheck {\n    provider\n    siteKey\n  }\n}\n"
  }
};

(node as any).hash = "e263b049ec4fff079454be57f69718e0";

export default node;
