/**
 * @generated SignedSource<<c230a4330590993274d45a5549ad386b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PatientVisitsSummary_patient$data = {
  readonly lastVisit: string | null | undefined;
  readonly nextVisitDate: string | null | undefined;
  readonly testCount: number;
  readonly treatmentDays: number | null | undefined;
  readonly treatmentProgress: number | null | undefined;
  readonly visitCount: number;
  readonly " $fragmentType": "PatientVisitsSummary_patient";
};
export type PatientVisitsSummary_patient$key = {
  readonly " $data"?: PatientVisitsSummary_patient$data;
  readonly " $fragmentSpreads": FragmentRefs<"PatientVisitsSummary_patient">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PatientVisitsSummary_patient",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "visitCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "testCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastVisit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextVisitDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "treatmentDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "treatmentProgress",
      "storageKey": null
    }
  ],
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "52d3a0c1f3a57b074207f01eda3a67f6";

export default node;
