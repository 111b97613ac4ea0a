/**
 * @generated SignedSource<<f1fa91e0f17e09108ad84ce2d0436da4>>
 * @relayHash dab2198c1e591b31041f38b38a5d69cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f92425e68cf94b2dfcca08db1b4688a9a7fe526590cf96fe7793e6cd0dbfbcc2

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PatientsTabQuery } from './PatientsTabQuery.graphql';

const node: PreloadableConcreteRequest<PatientsTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f92425e68cf94b2dfcca08db1b4688a9a7fe526590cf96fe7793e6cd0dbfbcc2",
    "metadata": {},
    "name": "PatientsTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
