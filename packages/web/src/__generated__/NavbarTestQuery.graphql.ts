/**
 * @generated SignedSource<<9aa2a5c6932b74ddd493730409809c2f>>
 * @relayHash 1f694fa6867b0664dc4d3aa8c5210ffb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3bc0df7eadbfb239dc908ce8a0a54fa89ee005ee15552a1e3f4962e5a2278185

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NavbarTestQuery$variables = Record<PropertyKey, never>;
export type NavbarTestQuery$data = {
  readonly appInfo: {
    readonly " $fragmentSpreads": FragmentRefs<"Navbar_appInfo">;
  };
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"DashboardTabs_viewer" | "Navbar_viewer">;
  } | null | undefined;
};
export type NavbarTestQuery = {
  response: NavbarTestQuery$data;
  variables: NavbarTestQuery$variables;
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
  "nullable": true,
  "plural": false,
  "type": "Int"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v4 = {
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
    "name": "NavbarTestQuery",
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
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DashboardTabs_viewer"
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
    "name": "NavbarTestQuery",
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
            "concreteType": "ViewerCounts",
            "kind": "LinkedField",
            "name": "counts",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "patients",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "archivedPatients",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "ecps",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sites",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "devices",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "admins",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "versions",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pendingUsers",
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
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3bc0df7eadbfb239dc908ce8a0a54fa89ee005ee15552a1e3f4962e5a2278185",
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
        "viewer.counts": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ViewerCounts"
        },
        "viewer.counts.admins": (v2/*:: as any*/),
        "viewer.counts.archivedPatients": (v2/*:: as any*/),
        "viewer.counts.devices": (v2/*:: as any*/),
        "viewer.counts.ecps": (v2/*:: as any*/),
        "viewer.counts.patients": (v2/*:: as any*/),
        "viewer.counts.pendingUsers": (v2/*:: as any*/),
        "viewer.counts.sites": (v2/*:: as any*/),
        "viewer.counts.versions": (v2/*:: as any*/),
        "viewer.fullName": (v1/*:: as any*/),
        "viewer.id": (v3/*:: as any*/),
        "viewer.isSiteAdmin": (v4/*:: as any*/),
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
        "viewer.site.backUpData": (v4/*:: as any*/),
        "viewer.site.name": (v1/*:: as any*/),
        "viewer.site.siteId": (v3/*:: as any*/),
        "viewer.site.version": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        }
      }
    },
    "name": "NavbarTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "519d12138e3299672eece1702d66a882";

export default node;
