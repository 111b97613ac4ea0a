/**
 * @generated SignedSource<<2f8f6fa5de4593e543b5e16970519954>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Profession = "ADMINISTRATIVE" | "MD" | "OPHTHALMOLOGIST" | "OPTICIAN" | "OPTOMETRIST" | "ORTHOPTIST" | "OTHER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EcpFormPanel_ecp$data = {
  readonly birthdate: any | null | undefined;
  readonly email: string;
  readonly firstName: string;
  readonly id: string;
  readonly isSiteAdmin: boolean;
  readonly lastName: string;
  readonly medicalLicense: string | null | undefined;
  readonly notes: string | null | undefined;
  readonly pending: boolean;
  readonly pendingEmail: string | null | undefined;
  readonly phoneNumber: string | null | undefined;
  readonly profession: Profession | null | undefined;
  readonly site: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly socialID: string | null | undefined;
  readonly version: string;
  readonly " $fragmentType": "EcpFormPanel_ecp";
};
export type EcpFormPanel_ecp$key = {
  readonly " $data"?: EcpFormPanel_ecp$data;
  readonly " $fragmentSpreads": FragmentRefs<"EcpFormPanel_ecp">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EcpFormPanel_ecp",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "profession",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phoneNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pending",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Site",
      "kind": "LinkedField",
      "name": "site",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSiteAdmin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "medicalLicense",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "socialID",
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
      "name": "notes",
      "storageKey": null
    }
  ],
  "type": "Ecp",
  "abstractKey": null
};
})();

(node as any).hash = "cc41994b25a8ecec98cef46c7b665976";

export default node;
