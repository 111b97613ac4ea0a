/**
 * @generated SignedSource<<19d6237740cf085e23d695b39ed290c5>>
 * @relayHash ae023de0b564e59d38a66ed15bc2d163
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 46e9da976580b557b5e6517fa9a3de38b8091f7c4b0bfdec03fa332ae51fcc7e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PatientsTabQuery } from './PatientsTabQuery.graphql';

const node: PreloadableConcreteRequest<PatientsTabQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "46e9da976580b557b5e6517fa9a3de38b8091f7c4b0bfdec03fa332ae51fcc7e",
    "metadata": {},
    "name": "PatientsTabQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
