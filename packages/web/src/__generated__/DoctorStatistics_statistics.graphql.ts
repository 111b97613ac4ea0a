/**
 * @generated SignedSource<<f55db17fdcdf49d718c783bfbabefb34>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DoctorStatistics_statistics$data = {
  readonly actDeviation: ReadonlyArray<{
    readonly global: number;
    readonly label: string;
    readonly mySite: number;
  }> | null | undefined;
  readonly averageDailyTests: ReadonlyArray<{
    readonly global: number;
    readonly month: string;
    readonly mySite: number;
  }> | null | undefined;
  readonly convergenceBreakPoint: ReadonlyArray<{
    readonly global: number;
    readonly label: string;
    readonly mySite: number;
  }> | null | undefined;
  readonly totalTests: number | null | undefined;
  readonly " $fragmentType": "DoctorStatistics_statistics";
};
export type DoctorStatistics_statistics$key = {
  readonly " $data"?: DoctorStatistics_statistics$data;
  readonly " $fragmentSpreads": FragmentRefs<"DoctorStatistics_statistics">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mySite",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "global",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  },
  (v0/*:: as any*/),
  (v1/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DoctorStatistics_statistics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalTests",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HistogramBucket",
      "kind": "LinkedField",
      "name": "actDeviation",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HistogramBucket",
      "kind": "LinkedField",
      "name": "convergenceBreakPoint",
      "plural": true,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DailyTestsAverage",
      "kind": "LinkedField",
      "name": "averageDailyTests",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "month",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "SiteStatistics",
  "abstractKey": null
};
})();

(node as any).hash = "fd1cbcaff12507078661a57379d6169b";

export default node;
