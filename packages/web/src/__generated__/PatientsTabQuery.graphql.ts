/**
 * @generated SignedSource<<645e7e92ec64561b10492f0bc76ee7a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PatientsTabQuery$variables = Record<PropertyKey, never>;
export type PatientsTabQuery$data = {
  readonly viewer: {
    readonly counts: {
      readonly patients: number | null | undefined;
    };
    readonly id: string;
  } | null | undefined;
};
export type PatientsTabQuery = {
  response: PatientsTabQuery$data;
  variables: PatientsTabQuery$variables;
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
            "name": "patients",
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
    "name": "PatientsTabQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PatientsTabQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "d2e7591e0c27ed952f7bbbb309cedf6f",
    "id": null,
    "metadata": {},
    "name": "PatientsTabQuery",
    "operationKind": "query",
    "text": "query PatientsTabQuery {\n  viewer {\n    id\n    counts {\n      patients\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b08fc5dfec8361955a5c267f9a10b2f8";

export default node;
