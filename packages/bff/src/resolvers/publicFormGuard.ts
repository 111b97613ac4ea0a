// The per-address limits (rateLimit/publicFormLimits.ts) as the password-reset and registration
// forms see them (sign-in is limited by the REST service): a refusal is a PermissionError with the
// form's own title and 'Too many attempts from this network. Please try again later'. Checked
// after the form rules and before the bot check, so a refused address costs neither a verifier
// call nor a REST call; counted only once the bot check has passed, so requests without a solved
// challenge cannot use up an address's allowance.
import { ERROR_MESSAGES } from '@portal/domain/errors';
import type { BffContext } from '../context';
import { permissionError, type UserErrorModel } from '../errors/userErrors';

const refusal = (context: BffContext, action: string, title: string): UserErrorModel => {
  context.log.warn({ action, remoteIp: context.remoteIp }, 'public form limit reached');
  return permissionError(title, [ERROR_MESSAGES.tooManyRequests]);
};

type CountedForm = 'passwordReset' | 'registration' | 'emailChange';

/** The refusal when this address has used up its resets or registrations for now. */
export async function publicFormRefusal(context: BffContext, action: CountedForm, title: string): Promise<UserErrorModel | null> {
  return (await context.publicForms.isLimited(action, context.remoteIp)) ? refusal(context, action, title) : null;
}

/** Counts a reset or registration that passed the bot check; the refusal when it is one too many (a burst). */
export async function countPublicForm(context: BffContext, action: CountedForm, title: string): Promise<UserErrorModel | null> {
  return (await context.publicForms.take(action, context.remoteIp)) ? null : refusal(context, action, title);
}
