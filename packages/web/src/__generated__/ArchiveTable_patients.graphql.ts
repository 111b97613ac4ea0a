/**
 * @generated SignedSource<<cb896ff2e05c5fa5329852f79932d94a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Gender = "FEMALE" | "MALE" | "OTHER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ArchiveTable_patients$data = ReadonlyArray<{
  readonly dateOfActivation: string | null | undefined;
  readonly deviceId: string | null | undefined;
  readonly firstName: string;
  readonly id: string;
  readonly lastName: string;
  readonly lastVisit: string | null | undefined;
  readonly missedMoreThanThreshold: boolean;
  readonly personal: {
    readonly birthdate: any | null | undefined;
    readonly gender: Gender | null | undefined;
    readonly socialId: string | null | undefined;
  };
  readonly treatmentDays: number | null | undefined;
  readonly treatmentProgress: number | null | undefined;
  readonly " $fragmentType": "ArchiveTable_patients";
}>;
export type ArchiveTable_patients$key = ReadonlyArray<{
  readonly " $data"?: ArchiveTable_patients$data;
  readonly " $fragmentSpreads": FragmentRefs<"ArchiveTable_patients">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ArchiveTable_patients",
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
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
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
      "name": "missedMoreThanThreshold",
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
      "kind": "ScalarField",
      "name": "dateOfActivation",
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
      "name": "treatmentDays",
      "storageKey": null
    }
  ],
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "dc22ae21c489d16895abf364a90259f8";

export default node;
