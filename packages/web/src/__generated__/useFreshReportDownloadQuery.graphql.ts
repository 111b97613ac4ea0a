/**
 * @generated SignedSource<<57e6f47326583eb834194009f4cbda34>>
 * @relayHash 898c3581629e99e028a3249fbe4d2a89
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 20b9fc30fd86c534c0810e6fd2a6b3375a20c02e78d61b3f56cc3d8a62945edc

import { ConcreteRequest } from 'relay-runtime';
export type useFreshReportDownloadQuery$variables = {
  visitId: string;
};
export type useFreshReportDownloadQuery$data = {
  readonly node: {
    readonly id?: string;
    readonly reports?: ReadonlyArray<{
      readonly downloadUrl: string | null | undefined;
      readonly expiresAt: string | null | undefined;
      readonly fileName: string;
    }>;
  } | null | undefined;
};
export type useFreshReportDownloadQuery = {
  response: useFreshReportDownloadQuery$data;
  variables: useFreshReportDownloadQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "visitId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "visitId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "VisitReport",
  "kind": "LinkedField",
  "name": "reports",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fileName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downloadUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useFreshReportDownloadQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "type": "Visit",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useFreshReportDownloadQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/)
            ],
            "type": "Visit",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "20b9fc30fd86c534c0810e6fd2a6b3375a20c02e78d61b3f56cc3d8a62945edc",
    "metadata": {},
    "name": "useFreshReportDownloadQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f3b55bd35b9a2bd80b0ad8255dafab90";

export default node;
