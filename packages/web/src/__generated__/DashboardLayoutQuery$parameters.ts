/**
 * @generated SignedSource<<212be336e63a19d4e4245a7313d2fb1b>>
 * @relayHash 60c4eba5f1b7e84c3d1cfb0bf428e93c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e37f1fabbddce781a3f9a0aa61a8555b7b3e544dad64f1c017285d40de005005

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DashboardLayoutQuery } from './DashboardLayoutQuery.graphql';

const node: PreloadableConcreteRequest<DashboardLayoutQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e37f1fabbddce781a3f9a0aa61a8555b7b3e544dad64f1c017285d40de005005",
    "metadata": {},
    "name": "DashboardLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
