// Provider-admin messages (§7): POST /doctors/sendMessages and POST /patients/sendMessages.
// One outbox message per recipient and channel, queued in one transaction and delivered after
// the answer; a channel a recipient has no address for is skipped and reported (src/patients/patientMessages.ts).
import { auditActor } from '../audit/auditRequest';
import type { FastifyInstance } from 'fastify';
import { splitSignInRecipients, type MessageableEcp } from '@portal/domain/ecpMessaging';
import { doctorsMessageSchema, patientsMessageSchema } from '@portal/domain/forms';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { isUuid } from '../auth/users';
import { parseBody } from '../http/validate';
import { ecpPortalMessage } from '../mail/invitationTemplates';
import {
  distinct,
  queueMessages,
  requireAllFound,
  sendPatientMessages,
  type MessagesSent,
  type Recipient,
} from '../patients/patientMessages';
import { ADMIN_PREFIX, requirePlatformAdmin } from './guard';
import { documented } from '../http/openapi';

type UidParams = { Params: { uid: string } };

export type { MessagesSent };

type EcpRecipient = Recipient & MessageableEcp;

async function ecpRecipients(ctx: AppContext, q: Queryable, ids: string[]): Promise<EcpRecipient[]> {
  const result = await q.query<{
    id: string;
    email: string;
    phone: string | null;
    firstName: string;
    lastName: string;
    language: string;
    Enabled: number;
    SitePending: number | null;
  }>(
    `select u.id, u.email, u.phone, u.first_name as "firstName", u.last_name as "lastName", u.language,
            u.enabled as "Enabled", s.pending as "SitePending"
       from doctors d join users u on u.id = d.user_id left join sites s on s.id = d.site_id
      where d.user_id = any($1::uuid[])`,
    [ids.filter(isUuid)],
  );
  const link = `${ctx.publicUrl}/login`;
  return result.rows.map((r) => ({
    id: r.id,
    name: `${r.firstName} ${r.lastName}`,
    email: r.email,
    phone: r.phone,
    Enabled: r.Enabled,
    SitePending: r.SitePending,
    message: ecpPortalMessage({ ...r, link }),
  }));
}

export function registerMessageRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.post<UidParams>(`${ADMIN_PREFIX}/doctors/sendMessages`, documented({ body: doctorsMessageSchema }), async (request) => {
    const admin = await requirePlatformAdmin(ctx, request, 'message', 'ecp');
    const body = parseBody(doctorsMessageSchema, request.body);
    const ids = distinct(body.DoctorsIDs);
    const recipients = await ecpRecipients(ctx, ctx.db, ids);
    requireAllFound('DoctorsIDs', ids, recipients);
    // The message invites to sign in: locked accounts and registrants waiting for approval are skipped and named (domain ecpMessaging.ts).
    const { messaged, skipped } = splitSignInRecipients(recipients);
    const notMessaged = skipped.map(({ ecp, reason }) => ({ id: ecp.id, name: ecp.name, reason }));
    if (messaged.length === 0) return { data: { Method: body.Method, recipients: 0, emails: 0, sms: 0, skipped: [], notMessaged } };
    const sent = await queueMessages(ctx, body.Method, messaged, { request, who: auditActor(admin), objectType: 'ECP' });
    return { data: { ...sent, notMessaged } };
  });

  api.post<UidParams>(`${ADMIN_PREFIX}/patients/sendMessages`, documented({ body: patientsMessageSchema }), async (request) => {
    const admin = await requirePlatformAdmin(ctx, request, 'message', 'patient');
    const body = parseBody(patientsMessageSchema, request.body);
    const trail = { request, who: auditActor(admin) };
    return { data: await sendPatientMessages(ctx, body, { doctorId: null, senderId: admin.user.id, trail }) };
  });
}
