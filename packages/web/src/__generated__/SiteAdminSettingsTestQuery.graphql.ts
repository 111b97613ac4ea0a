/**
 * @generated SignedSource<<4ac033a65b84da0d61c02e7d41ac7c27>>
 * @relayHash 39d3050d91a3f4ddae34093fb29970b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ca00e05a877f24e0f8ed79efe8454c97540748cead89a2d9993bc9ca70c4298c

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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v3 = {
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
              },
              (v0/*:: as any*/)
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
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ca00e05a877f24e0f8ed79efe8454c97540748cead89a2d9993bc9ca70c4298c",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "appInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "AppInfo"
        },
        "appInfo.version": (v1/*:: as any*/),
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.fullName": (v1/*:: as any*/),
        "viewer.id": (v2/*:: as any*/),
        "viewer.isSiteAdmin": (v3/*:: as any*/),
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
        "viewer.site.backUpData": (v3/*:: as any*/),
        "viewer.site.name": (v1/*:: as any*/),
        "viewer.site.siteId": (v2/*:: as any*/),
        "viewer.site.version": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        }
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
