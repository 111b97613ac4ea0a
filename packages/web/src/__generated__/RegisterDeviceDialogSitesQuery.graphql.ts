/**
 * @generated SignedSource<<c6419d1fc338ba72757f7b1a7de91553>>
 * @relayHash cf3de1787a4ac50cf15f7fe4fd78f1f5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f629df9f0a4de351364aa19c6f2d0aced3d9989041887d9962d25fca68609f1b

import { ConcreteRequest } from 'relay-runtime';
export type RegisterDeviceDialogSitesQuery$variables = Record<PropertyKey, never>;
export type RegisterDeviceDialogSitesQuery$data = {
  readonly adminConsole: {
    readonly sites: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly name: string;
        };
      }>;
    } | null | undefined;
  } | null | undefined;
};
export type RegisterDeviceDialogSitesQuery = {
  response: RegisterDeviceDialogSitesQuery$data;
  variables: RegisterDeviceDialogSitesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AdminConsole",
    "kind": "LinkedField",
    "name": "adminConsole",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          }
        ],
        "concreteType": "SiteConnection",
        "kind": "LinkedField",
        "name": "sites",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Site",
                "kind": "LinkedField",
                "name": "node",
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
                    "name": "name",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "sites(first:100)"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RegisterDeviceDialogSitesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RegisterDeviceDialogSitesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f629df9f0a4de351364aa19c6f2d0aced3d9989041887d9962d25fca68609f1b",
    "metadata": {},
    "name": "RegisterDeviceDialogSitesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "67dc5b48779537d31ed913d0765d4c91";

export default node;
