/**
 * @generated SignedSource<<4fc0a09e877d37a634c44d95d9e79de5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Gender = "FEMALE" | "MALE" | "OTHER" | "%future added value";
export type PatientAccountStatus = "ACTIVE" | "COMPLETED" | "PENDING_PAIRING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PatientsTable_patients$data = ReadonlyArray<{
  readonly accountStatus: PatientAccountStatus;
  readonly daysOverdue: number | null | undefined;
  readonly firstName: string;
  readonly fullName: string;
  readonly id: string;
  readonly lastName: string;
  readonly lastVisit: string | null | undefined;
  readonly locked: boolean;
  readonly missedMoreThanThreshold: boolean;
  readonly nextVisitDate: string | null | undefined;
  readonly personal: {
    readonly birthdate: any | null | undefined;
    readonly gender: Gender | null | undefined;
    readonly socialId: string | null | undefined;
  };
  readonly " $fragmentType": "PatientsTable_patients";
}>;
export type PatientsTable_patients$key = ReadonlyArray<{
  readonly " $data"?: PatientsTable_patients$data;
  readonly " $fragmentSpreads": FragmentRefs<"PatientsTable_patients">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "PatientsTable_patients",
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
      "name": "locked",
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
      "name": "daysOverdue",
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
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "85b0271b5d3ff2842bddfac34c11092b";

export default node;
