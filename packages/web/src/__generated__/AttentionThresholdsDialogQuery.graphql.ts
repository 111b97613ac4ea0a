/**
 * @generated SignedSource<<de3d199245c0f1410e77db60114830bd>>
 * @relayHash fca57a47bab41df62551c7bed47178cd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 41c7dd325d7c62cd2b79e6028143cb42bb767a6c40b07ac562389e07dc2cce63

import { ConcreteRequest } from 'relay-runtime';
export type AttentionThresholdsDialogQuery$variables = Record<PropertyKey, never>;
export type AttentionThresholdsDialogQuery$data = {
  readonly doctorWorkspace: {
    readonly attentionSettings: {
      readonly defaults: {
        readonly actDeviation: number;
        readonly fusionalBreak: number;
        readonly noTestDays: number;
        readonly stereoArcsec: number;
        readonly visualAcuityLogMar: number;
      };
      readonly thresholds: {
        readonly actDeviation: number;
        readonly fusionalBreak: number;
        readonly noTestDays: number;
        readonly stereoArcsec: number;
        readonly visualAcuityLogMar: number;
      };
    } | null | undefined;
  } | null | undefined;
};
export type AttentionThresholdsDialogQuery = {
  response: AttentionThresholdsDialogQuery$data;
  variables: AttentionThresholdsDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "noTestDays",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "actDeviation",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "stereoArcsec",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "visualAcuityLogMar",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fusionalBreak",
    "storageKey": null
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "DoctorWorkspace",
    "kind": "LinkedField",
    "name": "doctorWorkspace",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AttentionSettings",
        "kind": "LinkedField",
        "name": "attentionSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AttentionThresholds",
            "kind": "LinkedField",
            "name": "thresholds",
            "plural": false,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AttentionThresholds",
            "kind": "LinkedField",
            "name": "defaults",
            "plural": false,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AttentionThresholdsDialogQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AttentionThresholdsDialogQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "41c7dd325d7c62cd2b79e6028143cb42bb767a6c40b07ac562389e07dc2cce63",
    "metadata": {},
    "name": "AttentionThresholdsDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3ec36371ba6d4e963f637adc6c4c2d61";

export default node;
