/**
 * @generated SignedSource<<2ad4caf1b0b26fa9d5230275b5a5c5a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SiteAdminSettings_viewer$data = {
  readonly site: {
    readonly backUpData: boolean;
    readonly name: string;
    readonly siteId: string;
    readonly version: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "SiteAdminSettings_viewer";
};
export type SiteAdminSettings_viewer$key = {
  readonly " $data"?: SiteAdminSettings_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SiteAdminSettings_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SiteAdminSettings_viewer",
  "selections": [
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
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "7a92f698b831edfa4970b956f2c66eca";

export default node;
