/**
 * @generated SignedSource<<e2d65bd8cd408db1aad9b9db0013a2ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MessageMethod = "BOTH" | "EMAIL" | "SMS" | "%future added value";
export type SendMessageToPatientsInput = {
  method?: MessageMethod | null | undefined;
  patientIds: ReadonlyArray<string>;
};
export type useSendMessageToPatientsMutation$variables = {
  input: SendMessageToPatientsInput;
};
export type useSendMessageToPatientsMutation$data = {
  readonly sendMessageToPatients: {
    readonly errors: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"payloadErrors_userError">;
    }>;
    readonly recipientCount: number | null | undefined;
  };
};
export type useSendMessageToPatientsMutation = {
  response: useSendMessageToPatientsMutation$data;
  variables: useSendMessageToPatientsMutation$variables;
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
  "name": "recipientCount",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
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
},
v6 = {
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
    "name": "useSendMessageToPatientsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SendMessageToPatientsPayload",
        "kind": "LinkedField",
        "name": "sendMessageToPatients",
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
                "kind": "InlineDataFragmentSpread",
                "name": "payloadErrors_userError",
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/)
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
    "name": "useSendMessageToPatientsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SendMessageToPatientsPayload",
        "kind": "LinkedField",
        "name": "sendMessageToPatients",
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
              {
                "kind": "TypeDiscriminator",
                "abstractKey": "__isUserError"
              },
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "682bff9b4fc72a662806bcb2b2414cda",
    "id": null,
    "metadata": {},
    "name": "useSendMessageToPatientsMutation",
    "operationKind": "mutation",
    "text": "mutation useSendMessageToPatientsMutation(\n  $input: SendMessageToPatientsInput!\n) {\n  sendMessageToPatients(input: $input) {\n    recipientCount\n    errors {\n      __typename\n      ...payloadErrors_userError\n    }\n  }\n}\n\nfragment payloadErrors_userError on UserError {\n  __isUserError: __typename\n  __typename\n  title\n  messages\n  ... on ValidationError {\n    fieldErrors {\n      field\n      key\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "138ae866f5a249d36eb155965a1d9fea";

export default node;
