/**
 * @generated SignedSource<<219623d9da2fb3a7ca422fde16e7cf17>>
 * @relayHash 59c633ba9d845094efe7f9e96c196057
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2d8dd5a057940b31a71456760e44d28fb1b1660432274093c8655e64904cd628

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PatientsTabQuery } from './PatientsTabQuery.graphql';

const node: PreloadableConcreteRequest<PatientsTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2d8dd5a057940b31a71456760e44d28fb1b1660432274093c8655e64904cd628",
    "metadata": {},
    "name": "PatientsTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
