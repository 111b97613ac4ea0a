/**
 * @generated SignedSource<<be91b9a8dbdf5ed563b627375b11c69f>>
 * @relayHash 420f50f3e1bc6e2d97f4904b226ee284
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ad1b147ba947c9c992e9f619e28b1aaf456f749bc9887daac865149cf57c3356

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
      readonly id: string;
      readonly thresholds: {
        readonly actDeviation: number;
        readonly fusionalBreak: number;
        readonly noTestDays: number;
        readonly stereoArcsec: number;
        readonly visualAcuityLogMar: number;
      };
      readonly version: string;
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
    "id": "ad1b147ba947c9c992e9f619e28b1aaf456f749bc9887daac865149cf57c3356",
    "metadata": {},
    "name": "AttentionThresholdsDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0d7ad34e184b5dbb7d9343f815938dc9";

export default node;
