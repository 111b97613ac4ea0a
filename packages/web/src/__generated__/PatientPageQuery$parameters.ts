/**
 * @generated SignedSource<<a6765802c092a2b42a8d28125d1a50d6>>
 * @relayHash 2c550070188094af34e216949c9eb3ab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df90810430a92c2c3f0f65a3fe71fd92568e0e58223a412f88e64e645b75198e

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PatientPageQuery } from './PatientPageQuery.graphql';

const node: PreloadableConcreteRequest<PatientPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "df90810430a92c2c3f0f65a3fe71fd92568e0e58223a412f88e64e645b75198e",
    "metadata": {},
    "name": "PatientPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
