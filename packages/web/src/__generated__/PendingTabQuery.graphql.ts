/**
 * @generated SignedSource<<ea038813401fc7a2730a817adbf591ca>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PendingTabQuery$variables = Record<PropertyKey, never>;
export type PendingTabQuery$data = {
  readonly viewer: {
    readonly counts: {
      readonly pendingUsers: number | null | undefined;
    };
    readonly id: string;
  } | null | undefined;
};
export type PendingTabQuery = {
  response: PendingTabQuery$data;
  variables: PendingTabQuery$variables;
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ViewerCounts",
        "kind": "LinkedField",
        "name": "counts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pendingUsers",
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
    "name": "PendingTabQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PendingTabQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "2198bc1fd211c50454b3efc6c491bb02",
    "id": null,
    "metadata": {},
    "name": "PendingTabQuery",
    "operationKind": "query",
    "text": "query PendingTabQuery {\n  viewer {\n    id\n    counts {\n      pendingUsers\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e4399b0e8bee05dad058b9f7dcdbd3bd";

export default node;
