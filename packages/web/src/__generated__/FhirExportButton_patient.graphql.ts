/**
 * @generated SignedSource<<3da52adb8a47c4434044b3de59e76c28>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FhirExportButton_patient$data = {
  readonly internalID: string;
  readonly " $fragmentType": "FhirExportButton_patient";
};
export type FhirExportButton_patient$key = {
  readonly " $data"?: FhirExportButton_patient$data;
  readonly " $fragmentSpreads": FragmentRefs<"FhirExportButton_patient">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FhirExportButton_patient",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "internalID",
      "storageKey": null
    }
  ],
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "afaf322d75531def36ebee452b3ffdd2";

export default node;
