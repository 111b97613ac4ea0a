/**
 * @generated SignedSource<<8bb225211644f5c70b61093957b3eceb>>
 * @relayHash dbc3af5f8c02e03c7f463629e3368dc9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 74e61cc7f0d74091a7feab18913c78f0cb49669153692b53a0767ed8bd1b20d1

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SiteAdminSettingsTestQuery$variables = Record<PropertyKey, never>;
export type SiteAdminSettingsTestQuery$data = {
  readonly appInfo: {
    readonly " $fragmentSpreads": FragmentRefs<"Navbar_appInfo">;
  };
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"Navbar_viewer">;
  } | null | undefined;
};
export type SiteAdminSettingsTestQuery = {
  response: SiteAdminSettingsTestQuery$data;
  variables: SiteAdminSettingsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SiteAdminSettingsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Navbar_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AppInfo",
        "kind": "LinkedField",
        "name": "appInfo",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Navbar_appInfo"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SiteAdminSettingsTestQuery",
    "selections": [
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
            "name": "fullName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastLoginAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isSiteAdmin",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "role",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ViewerSite",
            "kind": "LinkedField",
            "name": "site",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "siteId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "backUpData",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AppInfo",
        "kind": "LinkedField",
        "name": "appInfo",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "version",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "74e61cc7f0d74091a7feab18913c78f0cb49669153692b53a0767ed8bd1b20d1",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "appInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "AppInfo"
        },
        "appInfo.version": (v0/*:: as any*/),
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.fullName": (v0/*:: as any*/),
        "viewer.id": (v1/*:: as any*/),
        "viewer.isSiteAdmin": (v2/*:: as any*/),
        "viewer.lastLoginAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "viewer.role": {
          "enumValues": [
            "ADMIN",
            "SUPER_ADMIN",
            "DOCTOR"
          ],
          "nullable": false,
          "plural": false,
          "type": "Role"
        },
        "viewer.site": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ViewerSite"
        },
        "viewer.site.backUpData": (v2/*:: as any*/),
        "viewer.site.name": (v0/*:: as any*/),
        "viewer.site.siteId": (v1/*:: as any*/)
      }
    },
    "name": "SiteAdminSettingsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d5da4200cdf26f1b418a075eedbe4a81";

export default node;
