/**
 * @generated SignedSource<<6e383aac4de16407d8f87c3203206976>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AuditAction = "CREATE" | "DELETE" | "DEVICE_KEY_REVOKE" | "DEVICE_KEY_ROTATE" | "DEVICE_REGISTER" | "EMAIL_CHANGE" | "EMAIL_CHANGE_REQUEST" | "EXPORT" | "LIST" | "LOCK" | "MESSAGE_SEND" | "PASSWORD_CHANGE" | "POLICY_CHANGE" | "READ_RECORD" | "RECOVERY_CODES_RENEW" | "RECOVERY_CODE_USED" | "REPORT_DOWNLOAD" | "SEARCH" | "SECOND_FACTOR" | "SECOND_FACTOR_DISABLE" | "SECOND_FACTOR_ENROL" | "SECOND_FACTOR_FAILED" | "SECOND_FACTOR_RESET" | "SIGN_IN" | "SIGN_IN_FAILED" | "UNLOCK" | "UPDATE" | "%future added value";
export type AuditActorRole = "ADMIN" | "ANONYMOUS" | "DEVICE" | "DOCTOR" | "SITE_ADMIN" | "SUPER_ADMIN" | "%future added value";
export type AuditObjectType = "ADMIN" | "DEVICE" | "ECP" | "PATIENT" | "PENDING" | "REPORT" | "SETTING" | "SITE" | "USER" | "VERSION" | "VISIT" | "%future added value";
export type AuditOutcome = "FAILURE" | "SUCCESS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AuditTable_events$data = ReadonlyArray<{
  readonly action: AuditAction;
  readonly actorEmail: string | null | undefined;
  readonly actorName: string | null | undefined;
  readonly actorRole: AuditActorRole;
  readonly address: string | null | undefined;
  readonly at: string;
  readonly id: string;
  readonly objectIds: ReadonlyArray<string>;
  readonly objectType: AuditObjectType | null | undefined;
  readonly outcome: AuditOutcome;
  readonly " $fragmentType": "AuditTable_events";
}>;
export type AuditTable_events$key = ReadonlyArray<{
  readonly " $data"?: AuditTable_events$data;
  readonly " $fragmentSpreads": FragmentRefs<"AuditTable_events">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "AuditTable_events",
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
      "name": "at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actorName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actorEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actorRole",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "action",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "objectType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "objectIds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "outcome",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    }
  ],
  "type": "AuditEvent",
  "abstractKey": null
};

(node as any).hash = "ae41fdab87e910d3644af3787bd3ea8b";

export default node;
