// The Audit tab, super admins only: GET /VistaAdmins/{uid}/audit/events pages the
// trail like the console lists (search, ticked filters, sort, facets), and .../audit/events.csv
// exports what the same query selects (newest first, at most AUDIT_EXPORT_MAX_ROWS). An export is
// itself an event of the trail.
import type { FastifyInstance } from 'fastify';
import { consoleListQuerySchema } from '@portal/domain/consoleList';
import { AUDIT_CSV_HEADER, AUDIT_EXPORT_MAX_ROWS, AUDIT_LIST, csvField } from '@portal/domain/consoleLists/audit';
import type { AppContext } from '../context';
import { ADMIN_PREFIX, requirePlatformAdmin } from '../admin/guard';
import { parseBody } from '../http/validate';
import { audit, auditActor } from './auditRequest';
import { exportAuditEvents, pageAuditEvents, type AuditListRow } from './auditStore';
import { documented } from '../http/openapi';

type UidParams = { Params: { uid: string } };

const auditListQuery = consoleListQuerySchema(AUDIT_LIST);

const csvLine = (row: AuditListRow) =>
  [
    row.At,
    row.Seq,
    row.ActorID,
    row.ActorName,
    row.ActorRole,
    row.SiteID,
    row.Action,
    row.ObjectType,
    row.ObjectIDs.join(' '),
    row.Outcome,
    row.RequestID,
    row.Address,
  ]
    .map(csvField)
    .join(',');

export function registerAuditRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<UidParams>(
    `${ADMIN_PREFIX}/audit/events`,
    documented({ capability: 'auditTrail', querystring: auditListQuery }),
    async (request) => {
      await requirePlatformAdmin(ctx, request, 'list', 'auditTrail');
      return pageAuditEvents(ctx.db, parseBody(auditListQuery, { limit: '20', ...(request.query as object) }));
    },
  );

  api.get<UidParams>(
    `${ADMIN_PREFIX}/audit/events.csv`,
    documented({ capability: 'auditTrail', querystring: auditListQuery }),
    async (request, reply) => {
      const caller = await requirePlatformAdmin(ctx, request, 'list', 'auditTrail');
      const query = parseBody(auditListQuery, request.query);
      const rows = await exportAuditEvents(ctx.db, query, AUDIT_EXPORT_MAX_ROWS);
      await audit(ctx.db, request, auditActor(caller), { action: 'EXPORT', objectType: null, objectIds: [] });
      const day = ctx.clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-trail-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(`${[AUDIT_CSV_HEADER.join(','), ...rows.map(csvLine)].join('\r\n')}\r\n`);
    },
  );
}
