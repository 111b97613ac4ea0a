// Who is calling: the bearer token, its scope and its user. Also the {uid} rule of the contract.
import type { FastifyRequest } from 'fastify';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { NO_SUCH_USER_MESSAGE } from '@portal/domain/auth';
import type { AppContext } from '../context';
import { extendSession, findToken, isUsable, type TokenRecord, type TokenScope } from '../auth/tokens';
import { findUserById, type UserRecord } from '../auth/users';
import { forbidden, notFound, unauthenticated } from './errors';

export interface Caller {
  token: TokenRecord;
  user: UserRecord;
}

/** The bearer token of the request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

// The message a refused token gets depends on what it was for.
const expiredMessage = (scopes: readonly TokenScope[]) => {
  if (scopes.length === 1 && scopes[0] === 'twofa') return ERROR_MESSAGES.codeExpired;
  if (scopes.length === 1 && scopes[0] === 'password') return ERROR_MESSAGES.linkExpired;
  return ERROR_MESSAGES.sessionExpired;
};

export interface AuthenticateOptions {
  /** Sessions are extended by every call except those that only look (GET /users/self). */
  extend?: boolean;
}

/**
 * The caller of a request whose token has one of `scopes`. 401 for a missing, unknown, expired,
 * used or wrongly scoped token; 403 (accountLocked) when the account is locked.
 */
export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  scopes: readonly TokenScope[],
  options: AuthenticateOptions = {},
): Promise<Caller> {
  const value = bearerToken(request);
  if (!value) throw unauthenticated(expiredMessage(scopes));
  const now = ctx.clock.now();
  const token = await findToken(ctx.db, value);
  if (!token || !scopes.includes(token.scope) || !isUsable(token, now)) throw unauthenticated(expiredMessage(scopes));
  const user = await findUserById(ctx.db, token.userId);
  if (!user) throw unauthenticated(expiredMessage(scopes));
  if (user.enabled === 0) throw forbidden(ERROR_MESSAGES.accountLocked);
  if (token.scope === 'session' && options.extend !== false) await extendSession(ctx.db, token, now, ctx.sessions);
  return { token, user };
}

/** §4/contract: a {uid} naming no user is 404 'no such user'; someone else's {uid} is 403. */
export async function requireOwnUid(ctx: AppContext, caller: Caller, uid: string): Promise<void> {
  if (uid === caller.user.id) return;
  const named = await findUserById(ctx.db, uid);
  if (!named) throw notFound(NO_SUCH_USER_MESSAGE);
  throw forbidden();
}
