/**
 * @generated SignedSource<<1496803a6ef154f162b610c98ea2dc65>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type payloadErrors_userError$data = {
  readonly __typename: string;
  readonly fieldErrors?: ReadonlyArray<{
    readonly field: string;
    readonly key: string;
  }>;
  readonly messages: ReadonlyArray<string>;
  readonly title: string;
  readonly " $fragmentType": "payloadErrors_userError";
};
export type payloadErrors_userError$key = {
  readonly " $data"?: payloadErrors_userError$data;
  readonly " $fragmentSpreads": FragmentRefs<"payloadErrors_userError">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "payloadErrors_userError"
};

(node as any).hash = "10abda60052d8f0e4a794dc332934190";

export default node;
