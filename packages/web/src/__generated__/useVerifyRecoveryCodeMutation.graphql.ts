/**
 * @generated SignedSource<<87cb8e9bd9eabd9381fd675698f980a6>>
 * @relayHash e7829452589bbefc51f058aebcecbd69
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 710fce7280fdddfdfdafa894dcb7275d13c4a728a6f3c730d285250648e61161

import { ConcreteRequest } from 'relay-runtime';
export type AuthStep = "NEW_PASSWORD_REQUIRED" | "PASSWORD_CONFIRMED" | "SECOND_FACTOR_REQUIRED" | "SIGNED_IN" | "SIGNED_OUT" | "%future added value";
export type ErrorCode = "BAD_USER_INPUT" | "CONFLICT" | "FORBIDDEN" | "INTERNAL_SERVER_ERROR" | "NOT_FOUND" | "UNAUTHENTICATED" | "UPSTREAM_UNAVAILABLE" | "%future added value";
export type Language = "DE" | "EN" | "FR" | "HE" | "IT" | "ZH" | "%future added value";
export type VerifyRecoveryCodeInput = {
  recoveryCode: string;
};
export type useVerifyRecoveryCodeMutation$variables = {
  input: VerifyRecoveryCodeInput;
};
export type useVerifyRecoveryCodeMutation$data = {
  readonly verifyRecoveryCode: {
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
export type useVerifyRecoveryCodeMutation = {
  response: useVerifyRecoveryCodeMutation$data;
  variables: useVerifyRecoveryCodeMutation$variables;
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
    "concreteType": "VerifyRecoveryCodePayload",
    "kind": "LinkedField",
    "name": "verifyRecoveryCode",
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
    "name": "useVerifyRecoveryCodeMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVerifyRecoveryCodeMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "710fce7280fdddfdfdafa894dcb7275d13c4a728a6f3c730d285250648e61161",
    "metadata": {},
    "name": "useVerifyRecoveryCodeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e2432cea49462bb1bbcc71a2883c6b0b";

export default node;
