// GET /exports/audit.csv?search=&sort=&filters=&conditions=: the Audit tab's CSV export on the
// portal origin, for a super admin's session (cookie or bearer). The query is the REST list query
// (checked here by the domain's schema); REST selects, writes the CSV and records the export. The
// answer streams through unchanged; the browser downloads it as a file.
import type { FastifyInstance } from 'fastify';
import fetch from 'node-fetch';
import { consoleListQuerySchema, consoleListQueryString } from '@portal/domain/consoleList';
import { AUDIT_LIST } from '@portal/domain/consoleLists/audit';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { FORWARDED_HEADERS } from '@portal/domain/forwardedHeaders';
import { check } from '@portal/domain/validation';
import { buildContext, type ContextOptions } from '../context';
import { platformOnly, requireConsoleCaller } from '../resolvers/admin/access';
import { AUDIT_EXPORT_PATH } from '../rest/admin/auditEvents';
import { adminPath } from '../rest/admin/adminPath';
import { REST_BASE_PATH } from '../rest/http';

export const AUDIT_EXPORT_ROUTE = '/exports/audit.csv';

const auditQuery = consoleListQuerySchema(AUDIT_LIST);
const PASSED_HEADERS = ['content-type', 'content-disposition'] as const;

export function registerAuditExport(app: FastifyInstance, options: ContextOptions & { restApiUrl: string }, timeoutMs = 60_000): void {
  app.get(AUDIT_EXPORT_ROUTE, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const context = buildContext(request, reply, options);
    let uid: string;
    try {
      uid = platformOnly(await requireConsoleCaller(context), 'auditTrail').uid;
    } catch (error) {
      const code = String((error as { extensions?: { code?: unknown } }).extensions?.code ?? 'UNAUTHENTICATED');
      return reply
        .code(code === 'FORBIDDEN' ? 403 : 401)
        .send({ code, message: code === 'FORBIDDEN' ? ERROR_MESSAGES.permissionDenied : ERROR_MESSAGES.sessionExpired });
    }
    const query = check(auditQuery, request.query);
    if (!query.ok) return reply.code(400).send({ code: 'BAD_USER_INPUT', message: ERROR_MESSAGES.fillRequired });
    const { search, sort, filters, conditions } = consoleListQueryString(query.value);
    const params = new URLSearchParams(
      Object.entries({ search, sort, filters, conditions }).filter((e): e is [string, string] => e[1] !== undefined),
    );
    const upstream = new URL(`${REST_BASE_PATH}${adminPath(uid, AUDIT_EXPORT_PATH)}?${params}`, options.restApiUrl);
    try {
      const answer = await fetch(upstream.href, {
        headers: {
          authorization: `Bearer ${context.token}`,
          [FORWARDED_HEADERS.requestId]: String(request.id),
          [FORWARDED_HEADERS.clientAddress]: request.ip,
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
      void reply.code(answer.status);
      for (const name of PASSED_HEADERS) {
        const value = answer.headers.get(name);
        if (value) void reply.header(name, value);
      }
      return reply.send(answer.body);
    } catch (error) {
      request.log.warn({ err: error }, 'audit export: REST unavailable');
      return reply.code(503).send({ code: 'UPSTREAM_UNAVAILABLE', message: ERROR_MESSAGES.connectionError });
    }
  });
}
