/**
 * @generated SignedSource<<4876a7b53c48c1ab0aa4e1b19bed014e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SitesTabQuery$variables = Record<PropertyKey, never>;
export type SitesTabQuery$data = {
  readonly viewer: {
    readonly counts: {
      readonly sites: number | null | undefined;
    };
    readonly id: string;
  } | null | undefined;
};
export type SitesTabQuery = {
  response: SitesTabQuery$data;
  variables: SitesTabQuery$variables;
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
            "name": "sites",
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
    "name": "SitesTabQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SitesTabQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "886080464a61bfa28f408f54b14963d0",
    "id": null,
    "metadata": {},
    "name": "SitesTabQuery",
    "operationKind": "query",
    "text": "query SitesTabQuery {\n  viewer {\n    id\n    counts {\n      sites\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "26ab0d5d385d206a6561cd50d2274097";

export default node;
