/**
 * @generated SignedSource<<098151a78c557ef320512f67231f94fe>>
 * @relayHash 4aac743911f77f4f75302996779c54d0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6a9ada5c1aa68f2203e26cd5bed2d40f05e3cbfeaeed1645a06f5dbafb362333

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DashboardLayoutQuery } from './DashboardLayoutQuery.graphql';

const node: PreloadableConcreteRequest<DashboardLayoutQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6a9ada5c1aa68f2203e26cd5bed2d40f05e3cbfeaeed1645a06f5dbafb362333",
    "metadata": {},
    "name": "DashboardLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
