/**
 * @generated SignedSource<<0525abc73217400fdb1b82f857597d99>>
 * @relayHash 6fcc576ece1ad6235f67785e6f728779
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e689c4237049f096108e1088b4700e7b2587dbcd9b32e386b0f45d878ff651e2

import { ConcreteRequest } from 'relay-runtime';
export type DeviceSiteFieldSitesQuery$variables = Record<PropertyKey, never>;
export type DeviceSiteFieldSitesQuery$data = {
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
export type DeviceSiteFieldSitesQuery = {
  response: DeviceSiteFieldSitesQuery$data;
  variables: DeviceSiteFieldSitesQuery$variables;
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
            "name": "filters",
            "value": [
              {
                "column": "PENDING",
                "values": [
                  "false"
                ]
              }
            ]
          },
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
        "storageKey": "sites(filters:[{\"column\":\"PENDING\",\"values\":[\"false\"]}],first:100)"
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
    "name": "DeviceSiteFieldSitesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DeviceSiteFieldSitesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e689c4237049f096108e1088b4700e7b2587dbcd9b32e386b0f45d878ff651e2",
    "metadata": {},
    "name": "DeviceSiteFieldSitesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1988ba8c6bb0e81305644e038b1edfa6";

export default node;
