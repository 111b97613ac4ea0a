/**
 * @generated SignedSource<<9d2f56e05955badbe4b2ad1073e4e9b6>>
 * @relayHash e8664a3a4e32d2bcdc13ceeb6fe9eb06
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a36abe6dbf727b33d7086b851c73a302041e03ad1f6bbc2ba9c6de39986c3d2

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PatientsTabQuery } from './PatientsTabQuery.graphql';

const node: PreloadableConcreteRequest<PatientsTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9a36abe6dbf727b33d7086b851c73a302041e03ad1f6bbc2ba9c6de39986c3d2",
    "metadata": {},
    "name": "PatientsTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
