/**
 * @generated SignedSource<<78de2d3df8b4aa922967894ef168f8b0>>
 * @relayHash 9b02d132cc9cfb013907cd2f3dd738e3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e6b6207edb5417b6c8a39ff485b3ea1c619cc747ab59109fa6c6ea1d7681bdf3

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AuthStep = "NEW_PASSWORD_REQUIRED" | "PASSWORD_CONFIRMED" | "SECOND_FACTOR_REQUIRED" | "SIGNED_IN" | "SIGNED_OUT" | "%future added value";
export type SignOutEverywhereInput = {
  keepCurrent?: boolean | null | undefined;
};
export type ActiveSessionsSignOutEverywhereMutation$variables = {
  input: SignOutEverywhereInput;
};
export type ActiveSessionsSignOutEverywhereMutation$data = {
  readonly signOutEverywhere: {
    readonly endedSessions: number;
    readonly errors: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"payloadErrors_userError">;
    }>;
    readonly step: AuthStep;
  };
};
export type ActiveSessionsSignOutEverywhereMutation = {
  response: ActiveSessionsSignOutEverywhereMutation$data;
  variables: ActiveSessionsSignOutEverywhereMutation$variables;
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
  "kind": "ScalarField",
  "name": "step",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endedSessions",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "messages",
  "storageKey": null
},
v7 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ActiveSessionsSignOutEverywhereMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SignOutEverywherePayload",
        "kind": "LinkedField",
        "name": "signOutEverywhere",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "errors",
            "plural": true,
            "selections": [
              {
                "kind": "InlineDataFragmentSpread",
                "name": "payloadErrors_userError",
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "args": null,
                "argumentDefinitions": []
              }
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
    "name": "ActiveSessionsSignOutEverywhereMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SignOutEverywherePayload",
        "kind": "LinkedField",
        "name": "signOutEverywhere",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "errors",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              {
                "kind": "TypeDiscriminator",
                "abstractKey": "__isUserError"
              },
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e6b6207edb5417b6c8a39ff485b3ea1c619cc747ab59109fa6c6ea1d7681bdf3",
    "metadata": {},
    "name": "ActiveSessionsSignOutEverywhereMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7f8c30b81f55e4bc9fc2a7201b1eb036";

export default node;
