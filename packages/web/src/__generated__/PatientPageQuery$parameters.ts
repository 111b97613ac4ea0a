/**
 * @generated SignedSource<<dae5f7e6dd87743f713522f32f76adee>>
 * @relayHash cf180e07baa7c263ef5a90c3ea5c2b88
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c78c2a63b6abb5cd7232b2d6b80820b4727c6559d7fa418aa63c2a3e3678d075

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PatientPageQuery } from './PatientPageQuery.graphql';

const node: PreloadableConcreteRequest<PatientPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c78c2a63b6abb5cd7232b2d6b80820b4727c6559d7fa418aa63c2a3e3678d075",
    "metadata": {},
    "name": "PatientPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
