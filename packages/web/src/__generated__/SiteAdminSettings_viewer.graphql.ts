/**
 * @generated SignedSource<<88b140387221ecef6e3e2842129117f9>>
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "7d2f23858803c09eb1e126dead09a223";

export default node;
