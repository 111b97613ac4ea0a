// What an audit event says about the request: who (the caller's id, role and site), from where (the
// client's address as the BFF saw it) and which request (the BFF's request id), so one line of the
// trail can be followed into both services' logs.
import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditEventInput, AuditObjectType, AuditOutcome, AuditRole } from '@portal/domain/audit';
import { heldRoles } from '@portal/domain/access/actor';
import { FORWARDED_HEADERS } from '@portal/domain/forwardedHeaders';
import { fromForwarder } from '../http/forwarders';
import type { Database, Queryable } from '../db/database';
import type { Caller } from '../http/authenticate';
import { recordAudit } from './auditStore';

/** Headers the BFF sets on every REST call (believed from the BFF only: http/forwarders.ts). */
export const CLIENT_ADDRESS_HEADER = FORWARDED_HEADERS.clientAddress;
export const REQUEST_ID_HEADER = FORWARDED_HEADERS.requestId;

/** A header's value when it is sent once; null otherwise. */
export const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
};

/** The request id and the client's address: the BFF's when it forwarded them, else this request's. */
export function requestFacts(request: FastifyRequest): { requestId: string; address: string } {
  const fromBff = fromForwarder(request);
  const forwardedAddress = fromBff ? header(request, CLIENT_ADDRESS_HEADER) : null;
  const forwardedId = fromBff ? header(request, REQUEST_ID_HEADER) : null;
  return {
    requestId: forwardedId && /^[\w.:-]{1,64}$/.test(forwardedId) ? forwardedId : String(request.id),
    address: forwardedAddress && /^[0-9a-fA-F:.]{2,45}$/.test(forwardedAddress) ? forwardedAddress : request.ip,
  };
}

/** Someone not signed in (a failed sign-in of an unknown name, a download link). */
export const ANONYMOUS: Pick<AuditEventInput, 'actorId' | 'actorRole' | 'siteId'> = { actorId: null, actorRole: 'ANONYMOUS', siteId: null };

/** The caller as the trail names them: a site admin is a doctor whose record says so. */
export function auditActor(
  caller: Pick<Caller, 'user'>,
  doctor?: { siteId: string | null; isSiteAdmin: boolean },
): Pick<AuditEventInput, 'actorId' | 'actorRole' | 'siteId'> {
  const roles = heldRoles(caller.user.roles);
  const role: AuditRole = doctor
    ? doctor.isSiteAdmin
      ? 'SITE_ADMIN'
      : 'DOCTOR'
    : roles.includes('SUPER_ADMIN')
      ? 'SUPER_ADMIN'
      : roles.includes('ADMIN')
        ? 'ADMIN'
        : 'DOCTOR';
  return { actorId: caller.user.id, actorRole: role, siteId: doctor?.siteId ?? null };
}

export interface AuditWhat {
  action: AuditAction;
  objectType: AuditObjectType | null;
  objectIds: readonly string[];
  outcome?: AuditOutcome;
}

/** Records `what` the caller did in this request (in `q`: a write's transaction, or the database). */
export async function audit(
  q: Queryable,
  request: FastifyRequest,
  who: Pick<AuditEventInput, 'actorId' | 'actorRole' | 'siteId'>,
  what: AuditWhat,
): Promise<void> {
  await recordAudit(q, { ...who, ...what, ...requestFacts(request) });
}

/**
 * Runs `write` in a transaction and records, in the same transaction, what `describe` says of its
 * result (nothing when it says null: the write found nothing to change).
 */
export async function auditedWrite<T>(
  db: Pick<Database, 'transaction'>,
  request: FastifyRequest,
  who: Pick<AuditEventInput, 'actorId' | 'actorRole' | 'siteId'>,
  write: (tx: Queryable) => Promise<T>,
  describe: (result: T) => AuditWhat | null,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await write(tx);
    const what = describe(result);
    if (what) await audit(tx, request, who, what);
    return result;
  });
}
