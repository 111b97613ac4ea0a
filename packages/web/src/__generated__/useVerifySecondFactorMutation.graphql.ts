/**
 * @generated SignedSource<<7b00dcfc12b469751c458219216295da>>
 * @relayHash c035c6c0f10b8754d1daf6cb7cea27c4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ebe3b0e87b85fe14cce6d673f033f9cc56376b1b733872ee43057666a763be0b

import { ConcreteRequest } from 'relay-runtime';
export type AuthStep = "NEW_PASSWORD_REQUIRED" | "PASSWORD_CONFIRMED" | "SECOND_FACTOR_REQUIRED" | "SIGNED_IN" | "SIGNED_OUT" | "%future added value";
export type ErrorCode = "BAD_USER_INPUT" | "CONFLICT" | "FORBIDDEN" | "INTERNAL_SERVER_ERROR" | "NOT_FOUND" | "UNAUTHENTICATED" | "UPSTREAM_UNAVAILABLE" | "%future added value";
export type Language = "DE" | "EN" | "FR" | "HE" | "IT" | "ZH" | "%future added value";
export type VerifySecondFactorInput = {
  code: string;
};
export type useVerifySecondFactorMutation$variables = {
  input: VerifySecondFactorInput;
};
export type useVerifySecondFactorMutation$data = {
  readonly verifySecondFactor: {
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
    readonly pendingSignIn: {
      readonly language: Language;
      readonly mustSignTerms: boolean;
      readonly step: AuthStep;
    } | null | undefined;
    readonly step: AuthStep;
    readonly viewer: {
      readonly id: string;
      readonly language: Language;
    } | null | undefined;
  };
};
export type useVerifySecondFactorMutation = {
  response: useVerifySecondFactorMutation$data;
  variables: useVerifySecondFactorMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "step",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "language",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "VerifySecondFactorPayload",
    "kind": "LinkedField",
    "name": "verifySecondFactor",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
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
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PendingSignIn",
        "kind": "LinkedField",
        "name": "pendingSignIn",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mustSignTerms",
            "storageKey": null
          },
          (v2/*:: as any*/)
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
    "name": "useVerifySecondFactorMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVerifySecondFactorMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "ebe3b0e87b85fe14cce6d673f033f9cc56376b1b733872ee43057666a763be0b",
    "metadata": {},
    "name": "useVerifySecondFactorMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "38b4619e6c865cfaa31b9eaa24d395d6";

export default node;
