// POST /users/self/signup (§7 Auth, §2 /register): a visitor registers an eye care provider
// together with a new site, without a session. Both are stored Pending (§4) and the registration
// joins the provider admins' pending list; an administrator approves it later, so no
// create-password invitation leaves here, only an acknowledgement e-mail.
// The bot check is the BFF's, before it calls this.
import type { FastifyInstance } from 'fastify';
import { PENDING } from '@portal/domain/enums';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { registrationFormSchema, type RegistrationForm } from '@portal/domain/registration';
import type { AppContext } from '../context';
import { sqlErrorCode, UNIQUE_VIOLATION, type Queryable } from '../db/database';
import { insertEcp } from '../admin/ecpsStore';
import { insertSite } from '../admin/sitesStore';
import { requireFreeEmail, uniqueEmailWrite } from '../admin/staffAccounts';
import { conflict } from '../http/errors';
import { parseBody } from '../http/validate';
import { registrationReceivedEmail } from '../mail/registrationTemplates';

/** The languages a registrant may choose at registration; anything else reads as the default. */
const signupLanguage = (body: unknown): 'en' | 'it' =>
  body && typeof body === 'object' && (body as { language?: unknown }).language === 'it' ? 'it' : 'en';

/** The row GET /pendings/getAllPendings lists (src/admin/pendingRoutes.ts). */
async function insertPendingRegistration(q: Queryable, form: RegistrationForm, now: Date): Promise<void> {
  await q.query(
    `insert into pending_registrations (first_name, last_name, email, phone, profession, medical_license, site_name,
       site_email, site_phone, backup_data, country, state, city, street, apartment, zip_code, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
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
      now,
    ],
  );
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

export function registerSelfSignupRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/users/self/signup', async (request) => {
    const form = parseBody(registrationFormSchema, request.body);
    const language = signupLanguage(request.body);
    // One transaction: a taken site name or e-mail leaves nothing behind. The site is checked
    // first (its insert fails on the name); the e-mail check then runs before the account insert,
    // and a registration racing for the same e-mail meets the unique index (409 too).
    const { userId, siteId, queued } = await uniqueEmailWrite(() =>
      ctx.db.transaction(async (tx) => {
        const siteId = await insertPendingSite(tx, form);
        await requireFreeEmail(tx, form.Email);
        // The registering ECP administers the new site; pending, no password and no second factor until approved.
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
          language,
        );
        await insertPendingRegistration(tx, form, ctx.clock.now());
        const mail = registrationReceivedEmail({ firstName: form.FirstName, siteName: form.SiteName, language });
        const queued = await ctx.messenger.queueEmail(tx, { to: form.Email, subject: mail.subject, text: mail.text });
        return { userId, siteId, queued };
      }),
    );
    ctx.messenger.dispatch(queued);
    return { data: { UserStorageID: userId, SiteStorageID: siteId, Pending: PENDING.pending } };
  });
}
