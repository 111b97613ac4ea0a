/**
 * @generated SignedSource<<9dc2018b0f59365d06962458a86c32f8>>
 * @relayHash 47472e9cb1d5a2fde4cb55954501d771
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9f6f58356c5657535e42d03b3ec96adb5b1bbfc67188c9da547e0774a6101cd4

import { ConcreteRequest } from 'relay-runtime';
export type ActiveSessionsQuery$variables = Record<PropertyKey, never>;
export type ActiveSessionsQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly sessions: ReadonlyArray<{
      readonly address: string | null | undefined;
      readonly createdAt: string;
      readonly current: boolean;
      readonly device: string | null | undefined;
      readonly id: string;
      readonly lastSeenAt: string;
    }>;
  } | null | undefined;
};
export type ActiveSessionsQuery = {
  response: ActiveSessionsQuery$data;
  variables: ActiveSessionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Session",
        "kind": "LinkedField",
        "name": "sessions",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
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
            "name": "lastSeenAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "device",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "address",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "current",
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
    "name": "ActiveSessionsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ActiveSessionsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9f6f58356c5657535e42d03b3ec96adb5b1bbfc67188c9da547e0774a6101cd4",
    "metadata": {},
    "name": "ActiveSessionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dd58dd27577df8e6f171616c1267686c";

export default node;
