// Self-registrations (§2 /register): what a visitor's registration stores, and the two ways a
// provider administrator settles it. Registering creates the site and the registrant's account,
// both Pending (§4), plus the row the admins' Pending tab lists, which points at the two.
// Approving activates the site and sends the registrant the create-password invitation (the
// account stops being pending when they set a password, like any invited ECP); rejecting
// removes the row together with the site and account, while nobody uses them yet.
import { ERROR_MESSAGES } from '@portal/domain/errors';
import type { RegistrationForm } from '@portal/domain/registration';
import type { AppContext } from '../context';
import { sqlErrorCode, UNIQUE_VIOLATION, type Queryable } from '../db/database';
import { conflict } from '../http/errors';
import type { OutboxMessage } from '../mail/outbox';
import { registrationDeclinedEmail } from '../mail/registrationTemplates';
import { insertEcp } from './ecpsStore';
import { insertSite } from './sitesStore';
import { queueInvitation, requireFreeEmail } from './staffAccounts';

export interface StoredRegistration {
  siteId: string;
  userId: string;
}

/** The site insert, with a taken name (any case) as 409 'Site Name must be unique' (as POST /site/signup). */
async function insertPendingSite(q: Queryable, form: RegistrationForm): Promise<string> {
  try {
    return await insertSite(q, form, { pending: true });
  } catch (error) {
    if (sqlErrorCode(error) === UNIQUE_VIOLATION) throw conflict(ERROR_MESSAGES.siteNameUnique);
    throw error;
  }
}

/**
 * Stores a registration inside the caller's transaction. The site goes first (its insert fails
 * on a taken name), then the e-mail check, so a failure leaves nothing behind.
 */
export async function insertSelfRegistration(
  tx: Queryable,
  form: RegistrationForm,
  options: { language: string; now: Date },
): Promise<StoredRegistration> {
  const siteId = await insertPendingSite(tx, form);
  await requireFreeEmail(tx, form.Email);
  // The registrant administers the new site; pending, no password and no second factor until approved.
  const userId = await insertEcp(
    tx,
    {
      FirstName: form.FirstName,
      LastName: form.LastName,
      Email: form.Email,
      PhoneNumber: form.PhoneNumber,
      Profession: form.Profession,
      MedicalLicense: form.MedicalLicense,
      SiteStorageID: siteId,
      isSiteAdmin: true,
      Notes: null,
      SocialID: null,
      DefaultVAUnit: null,
    },
    options.language,
  );
  await tx.query(
    `insert into pending_registrations (first_name, last_name, email, phone, profession, medical_license, site_name,
       site_email, site_phone, backup_data, country, state, city, street, apartment, zip_code, created_at, site_id, user_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
    [
      form.FirstName,
      form.LastName,
      form.Email,
      form.PhoneNumber,
      form.Profession,
      form.MedicalLicense,
      form.SiteName,
      form.SiteEmail,
      form.SitePhoneNumber,
      form.BackUpData,
      form.SiteCountry,
      form.SiteState,
      form.SiteCity,
      form.SiteStreet,
      form.SiteApartment,
      form.SiteZipCode,
      options.now,
      siteId,
      userId,
    ],
  );
  return { siteId, userId };
}

interface RegistrationLinks {
  siteId: string | null;
  userId: string | null;
  siteName: string;
  email: string;
  firstName: string;
  /** The registrant's account language, English when the account is gone. */
  language: string;
}

/** The registration's row, locked for the rest of the transaction so two admins cannot settle it twice. */
async function lockRegistration(tx: Queryable, id: string): Promise<RegistrationLinks | null> {
  const result = await tx.query<RegistrationLinks>(
    `select p.site_id as "siteId", p.user_id as "userId", p.site_name as "siteName", p.email,
            p.first_name as "firstName", coalesce(u.language, 'en') as language
       from pending_registrations p left join users u on u.id = p.user_id
      where p.id = $1 for update of p`,
    [id],
  );
  return result.rows[0] ?? null;
}

export interface Approval extends StoredRegistration {
  /** Null when the account was already active. */
  invitation: OutboxMessage | null;
}

/**
 * Whether the account is the registrant of a registration still in the Pending list: such an
 * account gets no create-password link (a reset, a corrected e-mail) until it is approved, or
 * the registrant could activate it alone. Rows from before the links match by e-mail.
 */
export async function awaitsApproval(q: Queryable, user: { id: string; email: string }): Promise<boolean> {
  const result = await q.query(
    'select 1 from pending_registrations where user_id = $1 or (user_id is null and lower(email) = lower($2)) limit 1',
    [user.id, user.email],
  );
  return result.rows.length > 0;
}

/**
 * Approves a registration: the site becomes active and the registrant gets the create-password
 * invitation (none when the account is already active). Null when there is no such
 * registration. 409 when its site or account is gone, or the site is already active: approving
 * must not touch them.
 */
export async function approveSelfRegistration(ctx: AppContext, tx: Queryable, id: string): Promise<Approval | null> {
  const links = await lockRegistration(tx, id);
  if (!links) return null;
  const account = links.userId
    ? await tx.query<{ id: string; email: string; firstName: string; language: string; pending: number }>(
        'select id, email, first_name as "firstName", language, pending from users where id = $1',
        [links.userId],
      )
    : null;
  const user = account?.rows[0];
  const site = links.siteId ? await tx.query('update sites set pending = 0 where id = $1 and pending = 1', [links.siteId]) : null;
  if (!user || !site?.rowCount) throw conflict(ERROR_MESSAGES.registrationNotPending);
  const invitation = user.pending === 1 ? await queueInvitation(ctx, tx, user, links.siteName) : null;
  await tx.query('delete from pending_registrations where id = $1', [id]);
  return { siteId: links.siteId as string, userId: user.id, invitation };
}

/**
 * Rejects a registration: the row goes, and with it the site and account it created (deleting
 * the site takes its ECPs and their accounts, §4); the registrant is told by e-mail. Null when
 * there is no such registration. 409, changing nothing, once either is in use: the site active
 * or holding other ECPs, or the account active or with a password. An administrator then
 * decides about them in the Sites and ECPs tabs, never as a side effect of a rejection.
 */
export interface Rejection {
  /** The site and account removed with the registration (null when they were already gone). */
  siteId: string | null;
  userId: string | null;
  notice: OutboxMessage;
}

export async function rejectSelfRegistration(ctx: AppContext, tx: Queryable, id: string): Promise<Rejection | null> {
  const links = await lockRegistration(tx, id);
  if (!links) return null;
  const inUse = await tx.query<{ inUse: boolean }>(
    `select exists (select 1 from sites where id = $1 and pending <> 1)
         or exists (select 1 from doctors where site_id = $1 and user_id is distinct from $2)
         or exists (select 1 from users where id = $2 and (pending <> 1 or password_hash is not null)) as "inUse"`,
    [links.siteId, links.userId],
  );
  if (inUse.rows[0]?.inUse) throw conflict(ERROR_MESSAGES.registrationNotPending);
  await tx.query('delete from pending_registrations where id = $1', [id]);
  if (links.siteId) await tx.query('delete from sites where id = $1', [links.siteId]);
  if (links.userId) await tx.query('delete from users where id = $1', [links.userId]);
  const mail = registrationDeclinedEmail(links);
  const notice = await ctx.messenger.queueEmail(tx, { to: links.email, subject: mail.subject, text: mail.text });
  return { siteId: links.siteId, userId: links.userId, notice };
}
