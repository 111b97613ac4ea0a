/**
 * @generated SignedSource<<af634e3cb68e232c2b5b257c80479b4d>>
 * @relayHash 3ed9ccc710841d19e560caced47c9a5b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 284291931330e4c038149c935b41e32f5e4548342c09d0654abd10862a052654

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "DOCTOR" | "SUPER_ADMIN" | "%future added value";
export type AddPatientPageQuery$variables = Record<PropertyKey, never>;
export type AddPatientPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly role: Role;
  } | null | undefined;
};
export type AddPatientPageQuery = {
  response: AddPatientPageQuery$data;
  variables: AddPatientPageQuery$variables;
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
        "kind": "ScalarField",
        "name": "role",
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
    "name": "AddPatientPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AddPatientPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "284291931330e4c038149c935b41e32f5e4548342c09d0654abd10862a052654",
    "metadata": {},
    "name": "AddPatientPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bd7d121173aa28316f76e09ba4d63e93";

export default node;
