/**
 * @generated SignedSource<<9007c89b5c6114cd3b52399601023658>>
 * @relayHash c81e50a71e3eb98050d7096456b0ee74
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b73416afe878ad3f4c18fef6f53e34cfc3b2a6c76ac29b935651d7a569758142

import { ConcreteRequest } from 'relay-runtime';
export type AuthStep = "NEW_PASSWORD_REQUIRED" | "PASSWORD_CONFIRMED" | "SECOND_FACTOR_REQUIRED" | "SIGNED_IN" | "SIGNED_OUT" | "%future added value";
export type SignOutInput = {
  reason?: string | null | undefined;
};
export type useSignOutMutation$variables = {
  input?: SignOutInput | null | undefined;
};
export type useSignOutMutation$data = {
  readonly signOut: {
    readonly step: AuthStep;
  };
};
export type useSignOutMutation = {
  response: useSignOutMutation$data;
  variables: useSignOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SignOutPayload",
    "kind": "LinkedField",
    "name": "signOut",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "step",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSignOutMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSignOutMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b73416afe878ad3f4c18fef6f53e34cfc3b2a6c76ac29b935651d7a569758142",
    "metadata": {},
    "name": "useSignOutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "73f7f329690052783c3fbb5d0202c52c";

export default node;
