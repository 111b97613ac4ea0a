/**
 * @generated SignedSource<<abc488bd4bb80783d5b594d272b62e29>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AdminColumn = "EMAIL" | "FIRST_NAME" | "LAST_NAME" | "LOCKED" | "NAME" | "PENDING" | "PHONE" | "ROLE" | "TWO_FA" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminsTab_query$data = {
  readonly adminConsole: {
    readonly admins?: {
      readonly __id: string;
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly " $fragmentSpreads": FragmentRefs<"AdminFormPanel_admin" | "AdminsTable_admins">;
        };
      }>;
      readonly facets: ReadonlyArray<{
        readonly column: AdminColumn;
        readonly values: ReadonlyArray<{
          readonly count: number;
          readonly value: string;
        }>;
      }>;
      readonly totalCount: number;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "AdminsTab_query";
};
export type AdminsTab_query$key = {
  readonly " $data"?: AdminsTab_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminsTab_query">;
};

import AdminsTabPaginationQuery_graphql from './AdminsTabPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "adminConsole",
  "admins"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "conditions"
    },
    {
      "defaultValue": 14,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "filters"
    },
    {
      "kind": "RootArgument",
      "name": "mayListAdmins"
    },
    {
      "defaultValue": 0,
      "kind": "LocalArgument",
      "name": "offset"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "orderBy"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "search"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": AdminsTabPaginationQuery_graphql
    }
  },
  "name": "AdminsTab_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AdminConsole",
      "kind": "LinkedField",
      "name": "adminConsole",
      "plural": false,
      "selections": [
        {
          "condition": "mayListAdmins",
          "kind": "Condition",
          "passingValue": true,
          "selections": [
            {
              "alias": "admins",
              "args": null,
              "concreteType": "AdminConnection",
              "kind": "LinkedField",
              "name": "__AdminsTab_admins_connection",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "totalCount",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "AdminFacet",
                  "kind": "LinkedField",
                  "name": "facets",
                  "plural": true,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "column",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "FacetValue",
                      "kind": "LinkedField",
                      "name": "values",
                      "plural": true,
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "value",
                          "storageKey": null
                        },
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "count",
                          "storageKey": null
                        }
                      ],
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "AdminEdge",
                  "kind": "LinkedField",
                  "name": "edges",
                  "plural": true,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "Admin",
                      "kind": "LinkedField",
                      "name": "node",
                      "plural": false,
                      "selections": [
                        {
                          "args": null,
                          "kind": "FragmentSpread",
                          "name": "AdminsTable_admins"
                        },
                        {
                          "args": null,
                          "kind": "FragmentSpread",
                          "name": "AdminFormPanel_admin"
                        },
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
                          "name": "__typename",
                          "storageKey": null
                        }
                      ],
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "cursor",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "PageInfo",
                  "kind": "LinkedField",
                  "name": "pageInfo",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "endCursor",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "hasNextPage",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "kind": "ClientExtension",
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "__id",
                      "storageKey": null
                    }
                  ]
                }
              ],
              "storageKey": null
            }
          ]
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "a6640b1cf5898a4208831cecbdf3b277";

export default node;
