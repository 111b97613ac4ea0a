// POST /users/self/signup (§7 Auth, §2 /register): a visitor registers an eye care provider
// together with a new site, without a session. Both are stored Pending (§4) and the registration
// joins the provider admins' pending list; an administrator approves it later, so no
// create-password invitation leaves here, only an acknowledgement e-mail, in the registrant's
// language (any of the six of §1, else English).
// The bot check is the BFF's, before it calls this.
import type { FastifyInstance } from 'fastify';
import { PENDING } from '@portal/domain/enums';
import { normaliseLanguage, type Language } from '@portal/domain/languages';
import { registrationFormSchema } from '@portal/domain/registration';
import type { AppContext } from '../context';
import { insertSelfRegistration } from '../admin/selfRegistrations';
import { uniqueEmailWrite } from '../admin/staffAccounts';
import { parseBody } from '../http/validate';
import { registrationReceivedEmail } from '../mail/registrationTemplates';
import { documented } from '../http/openapi';

/** The registrant's language: any of the six of §1 (en, he, zh, it, de, fr), anything else reads as the default (en). */
const signupLanguage = (body: unknown): Language =>
  normaliseLanguage(body && typeof body === 'object' ? (body as { language?: unknown }).language : undefined);

export function registerSelfSignupRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/users/self/signup', documented({ body: registrationFormSchema, public: true }), async (request) => {
    const form = parseBody(registrationFormSchema, request.body);
    const language = signupLanguage(request.body);
    // One transaction: a taken site name or e-mail leaves nothing behind, and a registration
    // racing for the same e-mail meets the unique index (409 too).
    const { userId, siteId, queued } = await uniqueEmailWrite(() =>
      ctx.db.transaction(async (tx) => {
        const stored = await insertSelfRegistration(tx, form, { language, now: ctx.clock.now() });
        const mail = registrationReceivedEmail({ firstName: form.FirstName, siteName: form.SiteName, language });
        const queued = await ctx.messenger.queueEmail(tx, { to: form.Email, subject: mail.subject, text: mail.text });
        return { ...stored, queued };
      }),
    );
    ctx.messenger.dispatch(queued);
    return { data: { UserStorageID: userId, SiteStorageID: siteId, Pending: PENDING.pending } };
  });
}
