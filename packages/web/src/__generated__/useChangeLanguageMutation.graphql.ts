/**
 * @generated SignedSource<<2b3ca32f1661486d2600c329d4c93cf8>>
 * @relayHash 890147cd0dde3321f7f9066c418be4aa
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed5268b49d2b11645adda6b84280a7858ee75375a792fe211dde796cd26d7230

import { ConcreteRequest } from 'relay-runtime';
export type ErrorCode = "BAD_USER_INPUT" | "CONFLICT" | "FORBIDDEN" | "INTERNAL_SERVER_ERROR" | "NOT_FOUND" | "UNAUTHENTICATED" | "UPSTREAM_UNAVAILABLE" | "%future added value";
export type Language = "DE" | "EN" | "FR" | "HE" | "IT" | "ZH" | "%future added value";
export type ChangeLanguageInput = {
  language: Language;
};
export type useChangeLanguageMutation$variables = {
  input: ChangeLanguageInput;
};
export type useChangeLanguageMutation$data = {
  readonly changeLanguage: {
    readonly errors: ReadonlyArray<{
      readonly code: ErrorCode;
      readonly messages: ReadonlyArray<string>;
      readonly title: string;
    }>;
    readonly viewer: {
      readonly id: string;
      readonly language: Language;
    } | null | undefined;
  };
};
export type useChangeLanguageMutation = {
  response: useChangeLanguageMutation$data;
  variables: useChangeLanguageMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "messages",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useChangeLanguageMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChangeLanguagePayload",
        "kind": "LinkedField",
        "name": "changeLanguage",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "errors",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangeLanguageMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChangeLanguagePayload",
        "kind": "LinkedField",
        "name": "changeLanguage",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ed5268b49d2b11645adda6b84280a7858ee75375a792fe211dde796cd26d7230",
    "metadata": {},
    "name": "useChangeLanguageMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3946860b34801ebe128e22b4e16b8e13";

export default node;
