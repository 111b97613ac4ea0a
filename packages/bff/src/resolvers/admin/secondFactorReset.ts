// resetAuthenticatorApp: a clinician's or an admin's authenticator app removed by a platform admin
// (lost phone and recovery codes). The policy's update right on the account's kind decides here, as
// REST decides again; REST also refuses one's own account and an account without an app.
import { ERROR_TITLES } from '@portal/domain/errors';
import type { BffContext } from '../../context';
import { notFoundError } from '../../errors/graphqlErrors';
import { fromGlobalId } from '../../graphql/globalId';
import { resetSecondFactor } from '../../rest/admin/secondFactorReset';
import { adminWriter, failed, restFailure } from './mutationSupport';

const KINDS = { Ecp: 'ecp', Admin: 'admin' } as const;

export async function resetAuthenticatorApp(_parent: unknown, { input }: { input: { id: string } }, context: BffContext) {
  const title = ERROR_TITLES.secondFactorNotChanged;
  const parsed = fromGlobalId(input.id);
  const kind = parsed && parsed.type in KINDS ? KINDS[parsed.type as keyof typeof KINDS] : null;
  if (!parsed || !kind) throw notFoundError();
  const access = await adminWriter(context, title, 'update', kind);
  if ('error' in access) return failed(access.error);
  try {
    await resetSecondFactor(context.rest, access.caller.uid, kind, parsed.internalID);
    return { resetId: input.id, errors: [] };
  } catch (error) {
    return failed(restFailure(error, title));
  }
}
