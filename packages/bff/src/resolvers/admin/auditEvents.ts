// The Audit tab's events as GraphQL shows them: the REST row, typed. The CSV
// export is a download of the BFF origin (web/auditExport.ts), not a GraphQL field.
import type { AuditEventRecord } from '../../rest/admin/auditEvents';

export type AuditEventModel = AuditEventRecord & { __typename: 'AuditEvent' };

export const asAuditEvent = (record: AuditEventRecord): AuditEventModel => ({ ...record, __typename: 'AuditEvent' });

export const auditEventResolvers = {
  AuditEvent: {
    // Opaque like the node ids, though events are read in lists only (no node(id:)).
    id: (e: AuditEventModel) => Buffer.from(`AuditEvent:${e.Seq}`).toString('base64'),
    sequence: (e: AuditEventModel) => Number(e.Seq),
    at: (e: AuditEventModel) => new Date(e.At),
    actorId: (e: AuditEventModel) => e.ActorID,
    actorName: (e: AuditEventModel) => e.ActorName,
    actorEmail: (e: AuditEventModel) => e.ActorEmail,
    actorRole: (e: AuditEventModel) => e.ActorRole,
    siteId: (e: AuditEventModel) => e.SiteID,
    action: (e: AuditEventModel) => e.Action,
    objectType: (e: AuditEventModel) => e.ObjectType,
    objectIds: (e: AuditEventModel) => e.ObjectIDs,
    outcome: (e: AuditEventModel) => e.Outcome,
    requestId: (e: AuditEventModel) => e.RequestID,
    address: (e: AuditEventModel) => e.Address,
  },
};
