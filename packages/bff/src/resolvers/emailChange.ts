// Mutation confirmEmailChange: the holder of an account confirms, without a session, the new
// e-mail address an admin set, with the link's token and their own password.
// Limited per address like the other public forms: each attempt checks a password.
import { emailChangeConfirmationSchema } from '@portal/domain/emailChange';
import { ERROR_TITLES } from '@portal/domain/errors';
import { check } from '@portal/domain/validation';
import type { BffContext } from '../context';
import { userErrorFromRestFailure } from '../errors/restFailure';
import { validationError, type UserErrorModel } from '../errors/userErrors';
import { confirmEmailChange as restConfirmEmailChange } from '../rest/auth';
import { countPublicForm } from './publicFormGuard';

const FIELD_NAMES = { Token: 'token', Password: 'password' };
const TITLE = ERROR_TITLES.emailNotChanged;

export async function confirmEmailChange(
  _parent: unknown,
  { input }: { input: { token: string; password: string } },
  context: BffContext,
): Promise<{ email: string | null; errors: UserErrorModel[] }> {
  const form = check(emailChangeConfirmationSchema, { Token: input.token, Password: input.password });
  if (!form.ok) return { email: null, errors: [validationError(form.problems, FIELD_NAMES)] };
  const overLimit = await countPublicForm(context, 'emailChange', TITLE);
  if (overLimit) return { email: null, errors: [overLimit] };
  try {
    return { email: await restConfirmEmailChange(context.rest, form.value), errors: [] };
  } catch (error) {
    return { email: null, errors: [userErrorFromRestFailure(error, { title: TITLE, fieldNames: FIELD_NAMES, permission: true })] };
  }
}
