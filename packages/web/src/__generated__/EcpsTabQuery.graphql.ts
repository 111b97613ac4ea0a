/**
 * @generated SignedSource<<23e1268b4701a8536c806c3505e10951>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EcpsTabQuery$variables = Record<PropertyKey, never>;
export type EcpsTabQuery$data = {
  readonly viewer: {
    readonly counts: {
      readonly ecps: number | null | undefined;
    };
    readonly id: string;
  } | null | undefined;
};
export type EcpsTabQuery = {
  response: EcpsTabQuery$data;
  variables: EcpsTabQuery$variables;
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
            "name": "ecps",
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
    "name": "EcpsTabQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EcpsTabQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "c65cdb642c84ea8deb545d196be256fe",
    "id": null,
    "metadata": {},
    "name": "EcpsTabQuery",
    "operationKind": "query",
    "text": "query EcpsTabQuery {\n  viewer {\n    id\n    counts {\n      ecps\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "506774860fed5baef0746585f1d08703";

export default node;
