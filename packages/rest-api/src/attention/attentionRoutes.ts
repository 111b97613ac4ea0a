// The attention list (CONTRACT.md "Attention list"): a doctor's page of patients who
// need a look and why, and the thresholds their site admin sets for it. The access policy decides
// (@portal/domain/access/policy): the list is the doctor's own patients; the thresholds are the
// site's (`siteAttention`), read and written by its site admins only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { attentionPageQuerySchema } from '@portal/domain/attentionPage';
import { attentionThresholdsSchema, DEFAULT_ATTENTION_THRESHOLDS } from '@portal/domain/attentionThresholds';
import type { Action } from '@portal/domain/access/policy';
import type { AppContext } from '../context';
import { badInput, forbidden, StaleWriteError } from '../http/errors';
import { expectedVersionOf } from '@portal/domain/recordVersion';
import { parseBody } from '../http/validate';
import { audit, auditActor, auditedWrite } from '../audit/auditRequest';
import { DOCTOR_PREFIX, requireDoctor, requireSiteScope } from '../patients/doctorGuard';
import { refreshStaleAttentionFacts } from './attentionFactsStore';
import { ATTENTION_REASON_KINDS } from '@portal/domain/attention';
import { readAttentionPage, type AttentionPosition } from './attentionPageStore';
import { readSiteThresholds, readVersionedThresholds, writeSiteThresholds } from './attentionStore';
import { documented } from '../http/openapi';

type UidParams = { Params: { uid: string } };

const encodeCursor = (position: AttentionPosition) => Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');

/** The position a cursor names; 400 when it is not one this list gave. */
function decodeCursor(cursor: string | undefined): AttentionPosition | null {
  if (cursor === undefined || cursor === '') return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 4 &&
      Number.isSafeInteger(value[0]) &&
      value.slice(1).every((part) => typeof part === 'string') &&
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value[3])
    ) {
      return [value[0], value[1], value[2], value[3]];
    }
  } catch {
    // Not base64url JSON: answered below.
  }
  throw badInput([{ field: 'query.after', key: 'fill_required' }]);
}

/** A site admin of a site, for `action` on its thresholds; 403 otherwise (a site admin without a site too). */
async function requireThresholdsScope(ctx: AppContext, request: FastifyRequest<UidParams>, action: Action) {
  const caller = await requireSiteScope(ctx, request, action, 'siteAttention');
  if (!caller.scopeSiteId) throw forbidden();
  return { ...caller, scopeSiteId: caller.scopeSiteId };
}

export function registerAttentionRoutes(api: FastifyInstance, ctx: AppContext): void {
  const now = () => ctx.clock.now();

  api.get<UidParams>(
    `${DOCTOR_PREFIX}/attention`,
    documented({ capability: 'attentionFacts', querystring: attentionPageQuerySchema }),
    async (request) => {
      const doctor = await requireDoctor(ctx, request);
      const query = parseBody(attentionPageQuerySchema, request.query);
      const after = decodeCursor(query.after);
      // The patients tested since the last read first: the list reads their facts.
      await ctx.db.transaction((tx) => refreshStaleAttentionFacts(tx, doctor.doctorId));
      const thresholds = await readSiteThresholds(ctx.db, doctor.siteId);
      const page = await readAttentionPage(ctx.db, doctor.doctorId, thresholds, { first: query.first, after, reason: query.reason }, now());
      await audit(ctx.db, request, auditActor(doctor, doctor), {
        action: 'LIST',
        objectType: 'PATIENT',
        objectIds: page.entries.map((entry) => entry.Patient.UserStorageID),
      });
      return {
        data: page.entries.map(({ Position, ...entry }) => ({ ...entry, Cursor: encodeCursor(Position) })),
        pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.end ? encodeCursor(page.end) : null },
        totalCount: page.counts.total,
        countsByReason: ATTENTION_REASON_KINDS.map((kind) => ({ kind, count: page.counts[kind] })),
        thresholds,
      };
    },
  );

  // The thresholds (`data`) carry their `Version`; a save names the one it was read at, when the
  // client keeps versions, and is refused (409 with the thresholds as saved) when it moved since.
  api.get<UidParams>(`${DOCTOR_PREFIX}/site/attentionThresholds`, documented({ capability: 'attentionFacts' }), async (request) => {
    const caller = await requireThresholdsScope(ctx, request, 'read');
    return { data: await readVersionedThresholds(ctx.db, caller.scopeSiteId), defaults: DEFAULT_ATTENTION_THRESHOLDS };
  });

  api.post<UidParams>(
    `${DOCTOR_PREFIX}/site/attentionThresholds`,
    documented({ capability: 'attentionFacts', body: attentionThresholdsSchema }),
    async (request) => {
      const caller = await requireThresholdsScope(ctx, request, 'update');
      const thresholds = parseBody(attentionThresholdsSchema, request.body);
      const expected = expectedVersionOf(request.body);
      await auditedWrite(
        ctx.db,
        request,
        auditActor(caller, caller),
        async (tx) => {
          if (await writeSiteThresholds(tx, caller.scopeSiteId, thresholds, caller.user.id, now(), expected)) return;
          throw new StaleWriteError(await readVersionedThresholds(tx, caller.scopeSiteId));
        },
        () => ({ action: 'UPDATE', objectType: 'SITE', objectIds: [caller.scopeSiteId] }),
      );
      return { data: await readVersionedThresholds(ctx.db, caller.scopeSiteId), defaults: DEFAULT_ATTENTION_THRESHOLDS };
    },
  );
}
