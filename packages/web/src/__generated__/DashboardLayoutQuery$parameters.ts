/**
 * @generated SignedSource<<02f25a5ff6bdf71b41ef12977bc9606e>>
 * @relayHash 518127085b22609fecdb8d6b2a78e5d9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f59215ab6d659bc1c47f771976ab133c1816ac597246ae125bb1e186a55e5859

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DashboardLayoutQuery } from './DashboardLayoutQuery.graphql';

const node: PreloadableConcreteRequest<DashboardLayoutQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f59215ab6d659bc1c47f771976ab133c1816ac597246ae125bb1e186a55e5859",
    "metadata": {},
    "name": "DashboardLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
