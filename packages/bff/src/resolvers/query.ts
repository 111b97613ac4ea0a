// Query fields: node, viewer, pendingSignIn, appInfo, devMailbox (passwordLink lives with the password mutations).
import { CLIENT_VERSION } from '@portal/domain/constants';
import { normaliseLanguage } from '@portal/domain/languages';
import { loadSession, type BffContext } from '../context';
import { connectionFromPage, offsetFromCursor, pageSize, type Page } from '../graphql/connection';
import { fromGlobalId } from '../graphql/globalId';
import { outbox, type OutboxMessage } from '../rest/operations';
import { mustSignTerms, stepForScope, viewerFromSelf, type PendingSignInModel, type ViewerModel } from '../viewer/viewerModel';

export type OutboxMessageModel = OutboxMessage & { __typename: 'OutboxMessage' };

/**
 * The dev mailbox holds every 2FA code and password link: it answers only in demo mode, and only
 * a caller on this machine, whatever its session (the finding: anyone could take any account over).
 */
export const mailboxOpenTo = (context: Pick<BffContext, 'demoMode' | 'remoteIsLoopback'>): boolean =>
  context.demoMode && context.remoteIsLoopback;

/** node(id:) looks an outbox message up by scanning at most this many pages of 100 (demo only). */
const OUTBOX_SCAN_PAGES = 10;
const OUTBOX_PAGE = 100;

const asOutboxModel = (message: OutboxMessage): OutboxMessageModel => ({ ...message, __typename: 'OutboxMessage' });

/** The token's owner, clearing a cookie whose token the REST service no longer knows. */
async function loadTokenOwner(context: BffContext) {
  if (!context.token) return null;
  const record = await context.loaders.self.load(context.token);
  if (!record && context.tokenSource === 'cookie') context.session.clear();
  return record;
}

export async function viewer(_parent: unknown, _args: unknown, context: BffContext): Promise<ViewerModel | null> {
  const record = await loadTokenOwner(context);
  return record && record.scope === 'session' ? viewerFromSelf(record) : null;
}

export async function pendingSignIn(_parent: unknown, _args: unknown, context: BffContext): Promise<PendingSignInModel | null> {
  const record = await loadTokenOwner(context);
  if (!record || record.scope === 'session') return null;
  return {
    step: stepForScope(record.scope),
    language: normaliseLanguage(record.language),
    mustSignTerms: mustSignTerms(record.role, record.TermsOfUseSigned),
    token: context.token,
  };
}

export function appInfo(_parent: unknown, _args: unknown, context: BffContext) {
  return {
    version: CLIENT_VERSION,
    demoMode: context.demoMode,
    idleTimeoutMinutes: context.idleTimeoutMinutes,
    botCheck: botCheckInfo(context),
    upstream: upstreamInfo(context),
  };
}

/** The domain's extension name as the GraphQL enum spells it: `batchReads` → BATCH_READS. */
const capabilityName = (extension: string) => extension.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();

/** AppInfo.upstream: the profile the BFF fronts and its extensions. */
function upstreamInfo(context: BffContext) {
  const profile = context.upstream.current();
  return { profile: profile.name.toUpperCase(), capabilities: [...profile.extensions].map(capabilityName) };
}

/** AppInfo.botCheck: the provider (as the GraphQL enum) and its public site key; the secret stays in the BFF. */
function botCheckInfo(context: BffContext) {
  const { provider, siteKey } = context.botCheckPublic;
  return { provider: provider.toUpperCase() as 'NONE' | 'RECAPTCHA' | 'TURNSTILE', siteKey };
}

export async function devMailbox(
  _parent: unknown,
  args: { first?: number | null; after?: string | null; recipient?: string | null },
  context: BffContext,
): Promise<Page<OutboxMessageModel> | null> {
  if (!mailboxOpenTo(context)) return null;
  const size = pageSize(args.first);
  const offset = args.after ? offsetFromCursor(args.after) + 1 : 0;
  // Asking for one message when zero are wanted still tells the total.
  const page = await outbox(context.rest, { recipient: args.recipient?.trim() || null, limit: Math.max(size, 1), offset });
  return connectionFromPage(page.messages.slice(0, size).map(asOutboxModel), offset, page.total);
}

export async function node(
  _parent: unknown,
  { id }: { id: string },
  context: BffContext,
): Promise<ViewerModel | OutboxMessageModel | null> {
  const parsed = fromGlobalId(id);
  if (!parsed) return null;
  if (parsed.type === 'Viewer') {
    const record = await loadSession(context);
    return record && record.UserStorageID === parsed.internalID ? viewerFromSelf(record) : null;
  }
  if (parsed.type !== 'OutboxMessage' || !mailboxOpenTo(context)) return null;
  for (let pageIndex = 0; pageIndex < OUTBOX_SCAN_PAGES; pageIndex += 1) {
    const page = await outbox(context.rest, { limit: OUTBOX_PAGE, offset: pageIndex * OUTBOX_PAGE });
    const found = page.messages.find((m) => m.id === parsed.internalID);
    if (found) return asOutboxModel(found);
    if ((pageIndex + 1) * OUTBOX_PAGE >= page.total) break;
  }
  return null;
}
