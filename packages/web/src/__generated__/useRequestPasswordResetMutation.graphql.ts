/**
 * @generated SignedSource<<db486a9fa43b23c4ff6090fe41c5e175>>
 * @relayHash 72999e19eeadfcd71fbef75532a648d9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4b90da4f9681a3ec43ae7aa0af8920b52a45ffa509dc2468944e2e5665e73756

import { ConcreteRequest } from 'relay-runtime';
export type ErrorCode = "BAD_USER_INPUT" | "CONFLICT" | "FORBIDDEN" | "INTERNAL_SERVER_ERROR" | "NOT_FOUND" | "UNAUTHENTICATED" | "UPSTREAM_UNAVAILABLE" | "%future added value";
export type RequestPasswordResetInput = {
  botToken?: string | null | undefined;
  username: string;
};
export type useRequestPasswordResetMutation$variables = {
  input: RequestPasswordResetInput;
};
export type useRequestPasswordResetMutation$data = {
  readonly requestPasswordReset: {
    readonly accepted: boolean;
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly code: ErrorCode;
      readonly fieldErrors?: ReadonlyArray<{
        readonly field: string;
        readonly key: string;
      }>;
      readonly messages: ReadonlyArray<string>;
      readonly title: string;
    }>;
  };
};
export type useRequestPasswordResetMutation = {
  response: useRequestPasswordResetMutation$data;
  variables: useRequestPasswordResetMutation$variables;
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
    "concreteType": "RequestPasswordResetPayload",
    "kind": "LinkedField",
    "name": "requestPasswordReset",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accepted",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "errors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "messages",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "FieldError",
                "kind": "LinkedField",
                "name": "fieldErrors",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "field",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "key",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ValidationError",
            "abstractKey": null
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRequestPasswordResetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestPasswordResetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4b90da4f9681a3ec43ae7aa0af8920b52a45ffa509dc2468944e2e5665e73756",
    "metadata": {},
    "name": "useRequestPasswordResetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7e8397147f6cc0679f58d947b22f941c";

export default node;
