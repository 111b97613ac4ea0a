/**
 * @generated SignedSource<<cc0ada1a5c7edc5efc8f676dfe47f9c3>>
 * @relayHash 29fa781202d7e741259af8251c28177f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e1e2862ad8db855286fabb8d89ceaadb975cc98454bbcf55832f05c58a162d0f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DevMailboxPageQuery$variables = {
  first: number;
  recipient?: string | null | undefined;
};
export type DevMailboxPageQuery$data = {
  readonly appInfo: {
    readonly demoMode: boolean;
  };
  readonly " $fragmentSpreads": FragmentRefs<"DevMailboxList_query">;
};
export type DevMailboxPageQuery = {
  response: DevMailboxPageQuery$data;
  variables: DevMailboxPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "recipient"
  }
],
v1 = {
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
},
v2 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  {
    "kind": "Variable",
    "name": "recipient",
    "variableName": "recipient"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DevMailboxPageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "args": (v2/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "DevMailboxList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DevMailboxPageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "OutboxMessageConnection",
        "kind": "LinkedField",
        "name": "devMailbox",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OutboxMessageEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "OutboxMessage",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "channel",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "recipient",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "subject",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "body",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "filters": [
          "recipient"
        ],
        "handle": "connection",
        "key": "DevMailboxList_devMailbox",
        "kind": "LinkedHandle",
        "name": "devMailbox"
      }
    ]
  },
  "params": {
    "id": "e1e2862ad8db855286fabb8d89ceaadb975cc98454bbcf55832f05c58a162d0f",
    "metadata": {},
    "name": "DevMailboxPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e8fe5977f165c7cc81134057b2c987ce";

export default node;
