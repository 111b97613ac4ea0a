// The GraphQL fields that need one of the bundled REST service's extensions. In front of a backend
// without it (a clinic's §7 backend) such a field answers a clear error at once, never a call the
// backend lacks, a 500 or an empty answer that would look true; appInfo.upstream tells the web app
// which controls to hide. One table: the schema's resolvers are wrapped from it.
import { GraphQLError } from 'graphql';
import { reauthenticationOf, type Reauthentication } from '@portal/domain/emailChange';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import type { UpstreamExtension } from '@portal/domain/upstream';
import type { BffContext } from '../context';

export const EXTENSION_FIELDS: Readonly<Record<string, UpstreamExtension>> = {
  'Query.passwordLink': 'passwordLinks',
  'Query.devMailbox': 'outboxHistory',
  'Viewer.sessions': 'activeSessions',
  'Viewer.secondFactor': 'authenticatorApps',
  'AdminConsole.auditEvents': 'auditTrail',
  'Device.healthTimeline': 'deviceKeys',
  'DoctorWorkspace.attention': 'attentionFacts',
  'DoctorWorkspace.attentionSettings': 'attentionFacts',
  'DoctorWorkspace.siteRecords': 'siteRecords',
  'Patient.accessLog': 'auditTrail',
  'Patient.messages': 'outboxHistory',
  'Mutation.signOutEverywhere': 'activeSessions',
  'Mutation.signOutSession': 'activeSessions',
  'Mutation.startAuthenticatorEnrolment': 'authenticatorApps',
  'Mutation.confirmAuthenticatorEnrolment': 'authenticatorApps',
  'Mutation.disableAuthenticatorApp': 'authenticatorApps',
  'Mutation.renewRecoveryCodes': 'authenticatorApps',
  'Mutation.setSecondFactorPolicy': 'authenticatorApps',
  'Mutation.verifyRecoveryCode': 'authenticatorApps',
  'Mutation.resetAuthenticatorApp': 'authenticatorApps',
  'Mutation.confirmEmailChange': 'emailChange',
  'Mutation.approvePendingUser': 'pendingApproval',
  'Mutation.registerDevice': 'deviceKeys',
  'Mutation.setDeviceSite': 'deviceSites',
  'Mutation.rotateDeviceKey': 'deviceKeys',
  'Mutation.revokeDeviceKey': 'deviceKeys',
  'Mutation.setAttentionThresholds': 'attentionFacts',
};

export const NOT_AVAILABLE_MESSAGE = ERROR_MESSAGES.notAvailableWithThisBackend;

export const notAvailableError = (extension: UpstreamExtension) =>
  new GraphQLError(NOT_AVAILABLE_MESSAGE, {
    extensions: { code: 'UPSTREAM_UNAVAILABLE', reason: 'NOT_AVAILABLE_WITH_THIS_BACKEND', capability: extension },
  });

/**
 * The editor's password an edit body carries when it changes an account's address: the bundled
 * service asks for it and has the holder confirm; a §7 backend takes the address at once, and gets
 * no password it does not ask for.
 */
export const reauthenticationFor = (context: BffContext, currentPassword: string | null | undefined): Reauthentication =>
  context.upstream.has('emailChange') ? reauthenticationOf(currentPassword) : {};

type Resolver = (parent: unknown, args: unknown, context: BffContext, info: unknown) => unknown;
type ResolverMap = Record<string, Record<string, unknown>>;

/** The resolvers with every field of EXTENSION_FIELDS refusing at once when the upstream lacks its extension. */
export function guardExtensionFields<T extends ResolverMap>(resolvers: T): T {
  const guarded: ResolverMap = { ...resolvers };
  for (const [name, extension] of Object.entries(EXTENSION_FIELDS)) {
    const [type, field] = name.split('.');
    const resolve = resolvers[type]?.[field] as Resolver | undefined;
    if (typeof resolve !== 'function') throw new Error(`${name} needs a resolver to be guarded`);
    guarded[type] = {
      ...guarded[type],
      [field]: (parent: unknown, args: unknown, context: BffContext, info: unknown) => {
        if (!context.upstream.has(extension)) throw notAvailableError(extension);
        return resolve(parent, args, context, info);
      },
    };
  }
  return guarded as T;
}
