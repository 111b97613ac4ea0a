/**
 * @generated SignedSource<<0c4c13314beee72ae2c60836ea06439d>>
 * @relayHash e72e5bcaf79b59ff9b1d4b5cee1e6d72
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e56ef6b485f4b33e60bf3fffde93c6b5659c119dd0f6e9cd5ba4bdcde9d15c8

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PatientPageQuery } from './PatientPageQuery.graphql';

const node: PreloadableConcreteRequest<PatientPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6e56ef6b485f4b33e60bf3fffde93c6b5659c119dd0f6e9cd5ba4bdcde9d15c8",
    "metadata": {},
    "name": "PatientPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
