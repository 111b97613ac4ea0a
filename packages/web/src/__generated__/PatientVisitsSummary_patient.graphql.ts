/**
 * @generated SignedSource<<6085b4fcbe0ff244d5a2cb24197ceb39>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PatientAccountStatus = "ACTIVE" | "COMPLETED" | "PENDING_PAIRING" | "%future added value";
export type TestType = "ACT" | "AUTO_CS" | "AUTO_VA" | "CHART_CS" | "CHART_VA" | "COLOR_VISION" | "CT" | "FUSIONAL_RESERVE" | "READING" | "STEREO_ACUITY" | "WORTH_4_DOT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PatientVisitsSummary_patient$data = {
  readonly accountStatus: PatientAccountStatus;
  readonly fullName: string;
  readonly id: string;
  readonly lastVisit: string | null | undefined;
  readonly nextVisitDate: string | null | undefined;
  readonly resultCount: number;
  readonly testCount: number;
  readonly testsAtLastVisit: ReadonlyArray<TestType>;
  readonly treatmentDays: number | null | undefined;
  readonly treatmentProgress: number | null | undefined;
  readonly version: string;
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
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
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
      "name": "accountStatus",
      "storageKey": null
    },
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
      "name": "resultCount",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "testsAtLastVisit",
      "storageKey": null
    }
  ],
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "3dc601d3d8fd9fca0a115cb85f27c489";

export default node;
