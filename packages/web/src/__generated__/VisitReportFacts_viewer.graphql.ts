/**
 * @generated SignedSource<<369f310ee2bce03dc9cc68120df22af7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VisitReportFacts_viewer$data = {
  readonly fullName: string;
  readonly site: {
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "VisitReportFacts_viewer";
};
export type VisitReportFacts_viewer$key = {
  readonly " $data"?: VisitReportFacts_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"VisitReportFacts_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VisitReportFacts_viewer",
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
      "concreteType": "ViewerSite",
      "kind": "LinkedField",
      "name": "site",
      "plural": false,
      "selections": [
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
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "ced3082dbddf662c3536730891807b02";

export default node;
