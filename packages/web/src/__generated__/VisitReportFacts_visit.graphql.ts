/**
 * @generated SignedSource<<3f8ddf921ba6321d7f52b4f104f1096f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Gender = "FEMALE" | "MALE" | "OTHER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VisitReportFacts_visit$data = {
  readonly nextVisit: string | null | undefined;
  readonly patient: {
    readonly age: number | null | undefined;
    readonly deviceId: string | null | undefined;
    readonly personal: {
      readonly birthdate: any | null | undefined;
      readonly gender: Gender | null | undefined;
      readonly socialId: string | null | undefined;
    };
  };
  readonly resultCount: number;
  readonly testCount: number;
  readonly treatmentDurationMonths: number | null | undefined;
  readonly visitDate: string;
  readonly " $fragmentType": "VisitReportFacts_visit";
};
export type VisitReportFacts_visit$key = {
  readonly " $data"?: VisitReportFacts_visit$data;
  readonly " $fragmentSpreads": FragmentRefs<"VisitReportFacts_visit">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VisitReportFacts_visit",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "visitDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextVisit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "treatmentDurationMonths",
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
      "concreteType": "Patient",
      "kind": "LinkedField",
      "name": "patient",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "age",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deviceId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PatientPersonalInfo",
          "kind": "LinkedField",
          "name": "personal",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "socialId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "birthdate",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "gender",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Visit",
  "abstractKey": null
};

(node as any).hash = "8ee9c18883aac3cbae36b45088e6acc3";

export default node;
