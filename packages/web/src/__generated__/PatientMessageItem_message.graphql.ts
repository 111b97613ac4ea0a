/**
 * @generated SignedSource<<ff7c5fc8926e3e7e598b158f1b431835>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MessageChannel = "EMAIL" | "SMS" | "%future added value";
export type MessageDeliveryStatus = "FAILED" | "QUEUED" | "RETRYING" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PatientMessageItem_message$data = {
  readonly channel: MessageChannel;
  readonly sentAt: string;
  readonly status: MessageDeliveryStatus;
  readonly text: string;
  readonly " $fragmentType": "PatientMessageItem_message";
};
export type PatientMessageItem_message$key = {
  readonly " $data"?: PatientMessageItem_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"PatientMessageItem_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PatientMessageItem_message",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "channel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sentAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    }
  ],
  "type": "PatientMessage",
  "abstractKey": null
};

(node as any).hash = "f64cce85c5bb8fdf166910999d5bfb94";

export default node;
