/**
 * @generated SignedSource<<409fdf2aa9759c604b9ebd88efdb546e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DevicesTabQuery$variables = Record<PropertyKey, never>;
export type DevicesTabQuery$data = {
  readonly viewer: {
    readonly counts: {
      readonly devices: number | null | undefined;
    };
    readonly id: string;
  } | null | undefined;
};
export type DevicesTabQuery = {
  response: DevicesTabQuery$data;
  variables: DevicesTabQuery$variables;
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
            "name": "devices",
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
    "name": "DevicesTabQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DevicesTabQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "b1077e444461d12f274beb18e179649b",
    "id": null,
    "metadata": {},
    "name": "DevicesTabQuery",
    "operationKind": "query",
    "text": "query DevicesTabQuery {\n  viewer {\n    id\n    counts {\n      devices\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "46a4c1e4fe301893049fa57060bd03bc";

export default node;
