/**
 * @generated SignedSource<<b9299642f20fdce6dbd5610b633a3973>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminsTabQuery$variables = Record<PropertyKey, never>;
export type AdminsTabQuery$data = {
  readonly viewer: {
    readonly counts: {
      readonly admins: number | null | undefined;
    };
    readonly id: string;
  } | null | undefined;
};
export type AdminsTabQuery = {
  response: AdminsTabQuery$data;
  variables: AdminsTabQuery$variables;
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
            "name": "admins",
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
    "name": "AdminsTabQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminsTabQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "354104864fc5a3ffc73a1bc922e51dc0",
    "id": null,
    "metadata": {},
    "name": "AdminsTabQuery",
    "operationKind": "query",
    "text": "query AdminsTabQuery {\n  viewer {\n    id\n    counts {\n      admins\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f535afb8d7f1e7355b498ec67454775b";

export default node;
