// The REST audit trail (CONTRACT.md "Audit trail"): the Audit tab's page and its CSV export.
import { z } from 'zod';
import { optionalText } from './adminPath';

export const AUDIT_LIST_PATH = '/audit/events';
export const AUDIT_EXPORT_PATH = '/audit/events.csv';

export const auditEventSchema = z.object({
  Seq: z.string(),
  At: z.string(),
  ActorID: optionalText,
  ActorName: optionalText,
  ActorEmail: optionalText,
  ActorRole: z.string(),
  SiteID: optionalText,
  Action: z.string(),
  ObjectType: optionalText,
  ObjectIDs: z.array(z.string()),
  Outcome: z.string(),
  RequestID: optionalText,
  Address: optionalText,
});
export type AuditEventRecord = z.infer<typeof auditEventSchema>;
