/**
 * @generated SignedSource<<5fe1d708bebc65758c61b5a6df1c0ebb>>
 * @relayHash f42a0c0af64fdb7071795cb3c1293a3e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dc385415b78ffea1d588f6d14d97bd91834cba0df2529e3bc7e7d4138b5ba465

import { ConcreteRequest } from 'relay-runtime';
export type ErrorCode = "BAD_USER_INPUT" | "CONFLICT" | "FORBIDDEN" | "INTERNAL_SERVER_ERROR" | "NOT_FOUND" | "UNAUTHENTICATED" | "UPSTREAM_UNAVAILABLE" | "%future added value";
export type Language = "DE" | "EN" | "FR" | "HE" | "IT" | "ZH" | "%future added value";
export type Profession = "ADMINISTRATIVE" | "MD" | "OPHTHALMOLOGIST" | "OPTICIAN" | "OPTOMETRIST" | "ORTHOPTIST" | "OTHER" | "%future added value";
export type RegisterProviderInput = {
  backUpData?: boolean | null | undefined;
  botToken?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  language?: Language | null | undefined;
  lastName?: string | null | undefined;
  medicalLicense?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  profession?: Profession | null | undefined;
  siteApartment?: string | null | undefined;
  siteCity?: string | null | undefined;
  siteCountry?: string | null | undefined;
  siteEmail?: string | null | undefined;
  siteName?: string | null | undefined;
  sitePhoneNumber?: string | null | undefined;
  siteState?: string | null | undefined;
  siteStreet?: string | null | undefined;
  siteZipCode?: string | null | undefined;
};
export type useRegisterProviderMutation$variables = {
  input: RegisterProviderInput;
};
export type useRegisterProviderMutation$data = {
  readonly registerProvider: {
    readonly errors: ReadonlyArray<{
      readonly __typename: string;
      readonly code: ErrorCode;
      readonly field?: string | null | undefined;
      readonly fieldErrors?: ReadonlyArray<{
        readonly field: string;
        readonly key: string;
      }>;
      readonly messages: ReadonlyArray<string>;
      readonly title: string;
    }>;
    readonly registered: boolean;
  };
};
export type useRegisterProviderMutation = {
  response: useRegisterProviderMutation$data;
  variables: useRegisterProviderMutation$variables;
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
  "name": "field",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RegisterProviderPayload",
    "kind": "LinkedField",
    "name": "registerProvider",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "registered",
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
                  (v1/*:: as any*/),
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
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v1/*:: as any*/)
            ],
            "type": "ConflictError",
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
    "name": "useRegisterProviderMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRegisterProviderMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "dc385415b78ffea1d588f6d14d97bd91834cba0df2529e3bc7e7d4138b5ba465",
    "metadata": {},
    "name": "useRegisterProviderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b5096cb553bd32b4ecd4ff4bcaae9323";

export default node;
