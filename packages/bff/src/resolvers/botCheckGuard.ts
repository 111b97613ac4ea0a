// The bot check in front of the sign-in and password-reset mutations (§4 "Login: submit runs the
// bot check, then sign-in"; §5 "Bot check on all auth and registration submits"). The browser
// never decides alone: the token it sends as `botToken` is verified here before any REST call.
import { ERROR_TITLES } from '@portal/domain/errors';
import type { BotCheckAction } from '../botCheck/botCheck';
import { botCheckErrorMessage, botCheckMessageKey } from '../botCheck/botCheck';
import type { BffContext } from '../context';
import { upstreamUnavailableError } from '../errors/graphqlErrors';
import type { UserErrorModel } from '../errors/userErrors';

/** The input field a refused token is reported on, so the web can tell a bot-check failure apart. */
export const BOT_TOKEN_FIELD = 'botToken';

/**
 * Null when the check passes (always, for the 'none' provider). A refused, missing or expired
 * token is a ValidationError (BAD_USER_INPUT) on `botToken` with the §5 text ('Blocked By
 * ReCAPTCHA', 'ReCAPTCHA Expired, please refresh the page'), shown by the sign-in screens like
 * their other failures. A verifier that does not answer is thrown as UPSTREAM_UNAVAILABLE
 * ('Connection Error'), exactly as these mutations report a REST service that does not answer.
 */
export async function botCheckRefusal(
  context: BffContext,
  token: string | null | undefined,
  action: BotCheckAction,
): Promise<UserErrorModel | null> {
  const outcome = await context.botCheck.verify(token, { action, remoteIp: context.remoteIp });
  if (outcome.ok) return null;
  if (outcome.reason === 'UNAVAILABLE') throw upstreamUnavailableError();
  const message = botCheckErrorMessage(outcome);
  return {
    __typename: 'ValidationError',
    code: 'BAD_USER_INPUT',
    title: ERROR_TITLES.invalidCredentials,
    messages: [message],
    fieldErrors: [{ field: BOT_TOKEN_FIELD, key: botCheckMessageKey(outcome), message }],
  };
}
