// The REST self-registration call (CONTRACT.md "Auth calls", §7 POST /users/self/signup): a visitor
// registers an eye care provider with a new site. Like sign-in it carries no token (§7).
import { z } from 'zod';
import type { RegistrationForm } from '@portal/domain/registration';
import type { RestClient } from './http';
import { parseData } from './parse';

const PATH = '/users/self/signup';

/** The answer: the pending account and site (both wait for an administrator's approval). */
export const registrationAnswerSchema = z.object({
  UserStorageID: z.string(),
  SiteStorageID: z.string(),
  Pending: z.literal(1),
});
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>;

/** The body: the checked registration form and the language of the acknowledgement e-mail. */
export type SelfSignupBody = RegistrationForm & { language?: string };

/** POST /users/self/signup (409 'Site Name must be unique', then 'Email must be unique'). */
export async function selfSignup(rest: RestClient, body: SelfSignupBody): Promise<RegistrationAnswer> {
  const answer = await rest.call({ method: 'POST', path: PATH, body, token: null });
  return parseData(registrationAnswerSchema, answer, `POST ${PATH}`);
}
