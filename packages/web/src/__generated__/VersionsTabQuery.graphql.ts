/**
 * @generated SignedSource<<8c6073492dadec35ca0a0e171ac857ef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VersionsTabQuery$variables = Record<PropertyKey, never>;
export type VersionsTabQuery$data = {
  readonly viewer: {
    readonly counts: {
      readonly versions: number | null | undefined;
    };
    readonly id: string;
  } | null | undefined;
};
export type VersionsTabQuery = {
  response: VersionsTabQuery$data;
  variables: VersionsTabQuery$variables;
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
            "name": "versions",
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
    "name": "VersionsTabQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VersionsTabQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "22e533f4c6d6cb9697bcb99d1284f303",
    "id": null,
    "metadata": {},
    "name": "VersionsTabQuery",
    "operationKind": "query",
    "text": "query VersionsTabQuery {\n  viewer {\n    id\n    counts {\n      versions\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d8e1e2db541092817bcb32e0fd57f710";

export default node;
