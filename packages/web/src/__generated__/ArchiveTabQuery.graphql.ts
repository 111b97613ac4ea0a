/**
 * @generated SignedSource<<7378cf932ca4c2d2f9cefa523aca7b6c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ArchiveTabQuery$variables = Record<PropertyKey, never>;
export type ArchiveTabQuery$data = {
  readonly viewer: {
    readonly counts: {
      readonly archivedPatients: number | null | undefined;
    };
    readonly id: string;
  } | null | undefined;
};
export type ArchiveTabQuery = {
  response: ArchiveTabQuery$data;
  variables: ArchiveTabQuery$variables;
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
            "name": "archivedPatients",
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
    "name": "ArchiveTabQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ArchiveTabQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "d2c24d4bfd98c150aed2d4063feb5c77",
    "id": null,
    "metadata": {},
    "name": "ArchiveTabQuery",
    "operationKind": "query",
    "text": "query ArchiveTabQuery {\n  viewer {\n    id\n    counts {\n      archivedPatients\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d1ae5688d0e5bc8384a2858c5cdfd40d";

export default node;
