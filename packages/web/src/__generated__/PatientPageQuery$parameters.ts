/**
 * @generated SignedSource<<600eb0c75d6179b1732528c2d116be66>>
 * @relayHash 754ddb2acd1f4b47ba676cb777b26601
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 479ccb6363a04352017b65fb0c435a1b298dbb01a75de9f3c2f1490c0627167a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PatientPageQuery } from './PatientPageQuery.graphql';

const node: PreloadableConcreteRequest<PatientPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "479ccb6363a04352017b65fb0c435a1b298dbb01a75de9f3c2f1490c0627167a",
    "metadata": {},
    "name": "PatientPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
