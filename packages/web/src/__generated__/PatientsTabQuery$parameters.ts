/**
 * @generated SignedSource<<1fdbdfdd14621f5e1fa1fd05623870ac>>
 * @relayHash 1d070ac85ae70fe04670ea8400ef1b82
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d4a770cd0382515f4833777cdcbef9966f75a4c4ed066be227906e15831b9749

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PatientsTabQuery } from './PatientsTabQuery.graphql';

const node: PreloadableConcreteRequest<PatientsTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d4a770cd0382515f4833777cdcbef9966f75a4c4ed066be227906e15831b9749",
    "metadata": {},
    "name": "PatientsTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
