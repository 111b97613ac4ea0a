/**
 * @generated SignedSource<<4c840047545544d27c1badcea5ff19a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeviceColumn = "EMITTER_FIRMWARE" | "ES_APP" | "ET_FIRMWARE" | "LAST_RUN" | "LOCATION" | "SERIAL_NUMBER" | "SITE" | "SYSTEM_STATUS" | "TEAM_VIEWER" | "WINDOWS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DevicesTab_query$data = {
  readonly adminConsole: {
    readonly devices: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly " $fragmentSpreads": FragmentRefs<"DevicesTable_devices">;
        };
      }>;
      readonly facets: ReadonlyArray<{
        readonly column: DeviceColumn;
        readonly values: ReadonlyArray<{
          readonly count: number;
          readonly value: string;
        }>;
      }>;
      readonly totalCount: number;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "DevicesTab_query";
};
export type DevicesTab_query$key = {
  readonly " $data"?: DevicesTab_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DevicesTab_query">;
};

import DevicesTabPaginationQuery_graphql from './DevicesTabPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "adminConsole",
  "devices"
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
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "status"
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
      "operation": DevicesTabPaginationQuery_graphql
    }
  },
  "name": "DevicesTab_query",
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
          "alias": "devices",
          "args": [
            {
              "kind": "Variable",
              "name": "conditions",
              "variableName": "conditions"
            },
            {
              "kind": "Variable",
              "name": "filters",
              "variableName": "filters"
            },
            {
              "kind": "Variable",
              "name": "offset",
              "variableName": "offset"
            },
            {
              "kind": "Variable",
              "name": "orderBy",
              "variableName": "orderBy"
            },
            {
              "kind": "Variable",
              "name": "search",
              "variableName": "search"
            },
            {
              "kind": "Variable",
              "name": "status",
              "variableName": "status"
            }
          ],
          "concreteType": "DeviceConnection",
          "kind": "LinkedField",
          "name": "__DevicesTab_devices_connection",
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
              "concreteType": "DeviceFacet",
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
              "concreteType": "DeviceEdge",
              "kind": "LinkedField",
              "name": "edges",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Device",
                  "kind": "LinkedField",
                  "name": "node",
                  "plural": false,
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "DevicesTable_devices"
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "500cbe603f84fea5d3878f655b50ebe2";

export default node;
