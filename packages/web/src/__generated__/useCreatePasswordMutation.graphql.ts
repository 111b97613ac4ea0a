/**
 * @generated SignedSource<<8c42cee9b1b62dd9007464fb7e2906cd>>
 * @relayHash 5ce0d5ebbc729df46a5528d1c93992e0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e58efc4aaff6a13206befe76668352a8aad7ecef57436d4236896051a973caf1

import { ConcreteRequest } from 'relay-runtime';
export type AuthStep = "NEW_PASSWORD_REQUIRED" | "PASSWORD_CONFIRMED" | "SECOND_FACTOR_REQUIRED" | "SIGNED_IN" | "SIGNED_OUT" | "%future added value";
export type ErrorCode = "BAD_USER_INPUT" | "CONFLICT" | "FORBIDDEN" | "INTERNAL_SERVER_ERROR" | "NOT_FOUND" | "UNAUTHENTICATED" | "UPSTREAM_UNAVAILABLE" | "%future added value";
export type Language = "DE" | "EN" | "FR" | "HE" | "IT" | "ZH" | "%future added value";
export type CreatePasswordInput = {
  acceptTerms?: boolean | null | undefined;
  confirmation: string;
  linkToken?: string | null | undefined;
  password: string;
};
export type useCreatePasswordMutation$variables = {
  input: CreatePasswordInput;
};
export type useCreatePasswordMutation$data = {
  readonly createPassword: {
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
    readonly step: AuthStep;
    readonly viewer: {
      readonly id: string;
      readonly language: Language;
    } | null | undefined;
  };
};
export type useCreatePasswordMutation = {
  response: useCreatePasswordMutation$data;
  variables: useCreatePasswordMutation$variables;
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
    "concreteType": "CreatePasswordPayload",
    "kind": "LinkedField",
    "name": "createPassword",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "step",
        "storageKey": null
      },
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
            "name": "language",
            "storageKey": null
          }
        ],
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
    "name": "useCreatePasswordMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreatePasswordMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e58efc4aaff6a13206befe76668352a8aad7ecef57436d4236896051a973caf1",
    "metadata": {},
    "name": "useCreatePasswordMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cbb28cb030a77b5c1fcc7a222f46bb96";

export default node;
