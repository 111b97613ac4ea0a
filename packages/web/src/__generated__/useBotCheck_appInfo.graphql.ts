/**
 * @generated SignedSource<<83253b024e9f85db54382a663ab79efc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BotCheckProvider = "NONE" | "RECAPTCHA" | "TURNSTILE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useBotCheck_appInfo$data = {
  readonly botCheck: {
    readonly provider: BotCheckProvider;
    readonly siteKey: string | null | undefined;
  };
  readonly " $fragmentType": "useBotCheck_appInfo";
};
export type useBotCheck_appInfo$key = {
  readonly " $data"?: useBotCheck_appInfo$data;
  readonly " $fragmentSpreads": FragmentRefs<"useBotCheck_appInfo">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useBotCheck_appInfo",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BotCheckInfo",
      "kind": "LinkedField",
      "name": "botCheck",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "provider",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "siteKey",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AppInfo",
  "abstractKey": null
};

(node as any).hash = "d7dab77114b25dc4772f1040a3588927";

export default node;
